import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, Button, Drawer, IconButton, Link as MuiLink, Stack, Typography } from '@mui/material';
import type { HelpArticle } from '@portal/shared';
import { chatQuestionSchema, errorText } from '@portal/shared';
import { Form, SubmitButton, TextInput } from '../../components/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { supportChat, useSupportChat } from '../../lib/support-chat';
import { useSession } from '../../lib/session/use-session';
import { articlePath } from './article-link';
import { useHelpCollections } from './use-help-collections';
import { searchHelp } from './use-help-search';
import { useSupportLogin } from './use-support-login';
import './i18n';

interface Exchange {
  question: string;
  answer: HelpArticle[] | null;
}

/** The support chat: signed-in customers log in to it and get answers from the help articles. */
export function ChatPanel() {
  const { t } = useTranslation('help');
  const chat = useSupportChat();
  const session = useSession();
  const signedIn = session.status === 'signed-in' && !!session.customerUUID;
  const login = useSupportLogin(chat.open);
  const collections = useHelpCollections();
  const [exchanges, setExchanges] = useState<Exchange[]>([]);
  const ask = async (q: string) => {
    if (!q) return;
    setExchanges((list) => [...list, { question: q, answer: null }]);
    const found = (await searchHelp(q)).slice(0, 3);
    setExchanges((list) => list.map((e, i) => (i === list.length - 1 ? { ...e, answer: found } : e)));
  };
  return (
    <Drawer
      anchor="right"
      open={chat.open}
      onClose={supportChat.close}
      slotProps={{
        paper: { role: 'dialog', 'aria-labelledby': 'chat-title', sx: { width: { xs: '100%', sm: 380 } } },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
        <Typography id="chat-title" variant="h6" component="h2">
          {t('chat.title')}
        </Typography>
        <IconButton onClick={supportChat.close} aria-label={t('chat.close')}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ px: 2, pb: 2, flex: 1, overflow: 'auto' }}>
        {!signedIn ? (
          <Stack spacing={2}>
            <Typography>{t('chat.signIn')}</Typography>
            <Button component={Link} to="/sign-in" variant="contained" onClick={supportChat.close}>
              {t('chat.signInButton', { defaultValue: 'Sign in' })}
            </Button>
          </Stack>
        ) : login.error ? (
          <Alert severity="error">{errorText(login.error)}</Alert>
        ) : login.isPending ? (
          <Typography>{t('chat.connecting')}</Typography>
        ) : (
          <Stack spacing={2} aria-live="polite">
            <Typography>{t('chat.greeting')}</Typography>
            {exchanges.map((e, i) => (
              <Box key={i}>
                <Typography sx={{ fontWeight: 600 }}>{e.question}</Typography>
                {e.answer === null ? null : e.answer.length === 0 ? (
                  <Typography>{t('chat.noAnswer')}</Typography>
                ) : (
                  <>
                    <Typography>{t('chat.answer')}</Typography>
                    <ul>
                      {e.answer.map((a) => (
                        <li key={a.id}>
                          <MuiLink
                            component={Link}
                            to={articlePath(a, collections.data ?? [])}
                            onClick={supportChat.close}
                          >
                            {a.title}
                          </MuiLink>
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </Box>
            ))}
            <Form
              schema={chatQuestionSchema}
              defaultValues={{ question: '' }}
              onSubmit={({ question }) => void ask(question)}
              resetOnSuccess
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <TextInput name="question" label={t('chat.question')} size="small" fullWidth />
                <SubmitButton size="medium" sx={{ height: 40 }}>
                  {t('chat.send')}
                </SubmitButton>
              </Stack>
            </Form>
          </Stack>
        )}
      </Box>
    </Drawer>
  );
}
