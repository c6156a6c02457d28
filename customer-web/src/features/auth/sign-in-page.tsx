import { Alert, Button, Divider, Link, Stack } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { signInSchema } from '@portal/shared';
import { CurrentPasswordInput, EmailInput, Form, SubmitButton } from '../../components/form';
import { Loader } from '../../components/loader';
import { Page } from '../../components/page';
import { SignInError } from '../../components/sign-in-error';
import { SocialSignIn } from '../../components/social-sign-in/social-sign-in';
import { safeRedirect } from '../../lib/redirect';
import type { SignInOutcome } from '../../lib/session/complete-sign-in';
import { useAfterSignIn } from '../../lib/session/use-after-sign-in';
import { useSession } from '../../lib/session/use-session';
import { useCustomTokenSignIn, useSignIn } from './api';
import { CodeSignIn } from './code-sign-in';
import './i18n';

function PasswordSignIn({ onSignedIn }: { onSignedIn: (outcome: SignInOutcome) => void }) {
  const { t } = useTranslation('auth');
  const signIn = useSignIn();
  return (
    <Form
      schema={signInSchema}
      defaultValues={{ email: '', password: '' }}
      onSubmit={async (values) => onSignedIn(await signIn.mutateAsync(values))}
      renderError={(error) => <SignInError error={error} />}
    >
      <EmailInput label={t('signIn.email')} autoFocus />
      <CurrentPasswordInput label={t('signIn.password')} />
      <SubmitButton>{t('signIn.submit')}</SubmitButton>
    </Form>
  );
}

/** A custom token in the link (`?auth_token=`) signs its holder in as soon as the page opens. */
function CustomTokenSignIn({ id, onSignedIn }: { id: string; onSignedIn: (outcome: SignInOutcome) => void }) {
  const { t } = useTranslation('auth');
  const redeem = useCustomTokenSignIn();
  const started = useRef(false);
  useEffect(() => {
    // Once per page: the token is used up by the first try.
    if (started.current) return;
    started.current = true;
    redeem.mutate(id, { onSuccess: onSignedIn });
  }, [id, redeem, onSignedIn]);
  if (redeem.isError) return <SignInError error={redeem.error} />;
  return <Loader label={t('signIn.customToken')} />;
}

export function SignInPage() {
  const { t } = useTranslation(['auth', 'common']);
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));
  const authToken = params.get('auth_token');
  const afterSignIn = useAfterSignIn(target);
  const [mode, setMode] = useState<'password' | 'code'>('password');
  const { ended } = useSession();

  return (
    <Page title={t('signIn.title')}>
      {ended && (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          {t('common:errors.sessionEnded')}
        </Alert>
      )}
      {authToken && <CustomTokenSignIn id={authToken} onSignedIn={afterSignIn} />}
      {mode === 'password' ? (
        <PasswordSignIn onSignedIn={afterSignIn} />
      ) : (
        <CodeSignIn onSignedIn={afterSignIn} />
      )}
      <Button
        variant="text"
        sx={{ mt: 1 }}
        onClick={() => setMode((m) => (m === 'password' ? 'code' : 'password'))}
      >
        {mode === 'password' ? t('signIn.useCode') : t('signIn.usePassword')}
      </Button>
      <Divider sx={{ my: 3 }}>{t('signIn.or')}</Divider>
      <SocialSignIn redirect={target} />
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, mt: 3 }}>
        <li>
          <Link component={RouterLink} to="/forgot-pass">
            {t('signIn.forgotPassword')}
          </Link>
        </li>
        <li>
          <Link component={RouterLink} to="/forgot-email">
            {t('signIn.forgotEmail')}
          </Link>
        </li>
        <li>
          {t('signIn.newHere')}{' '}
          <Link component={RouterLink} to="/sign-up">
            {t('signIn.signUp')}
          </Link>
        </li>
      </Stack>
    </Page>
  );
}
