import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../components/page';
import { ApiRequestError } from '../../lib/api/errors';
import { safeRedirect } from '../../lib/redirect';
import { useSignIn } from './api';
import './i18n';

export function SignInPage() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);

  const emailMissing = touched && !email.trim();
  const passwordMissing = touched && !password;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!email.trim() || !password) return;
    signIn.mutate(
      { email, password },
      {
        onSuccess: (outcome) => {
          const target = safeRedirect(params.get('redirect'));
          if (outcome.next === 'select-account') {
            navigate(`/select-account${target ? `?redirect=${encodeURIComponent(target)}` : ''}`, {
              replace: true,
            });
          } else navigate(target ?? '/profile', { replace: true });
        },
      },
    );
  };

  const error = signIn.error;
  const message =
    error instanceof ApiRequestError && error.code === 'console_login'
      ? t('common:errors.consoleLogin')
      : error?.message;

  return (
    <Page title={t('signIn.title')}>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          {message && (
            <Alert severity="error" role="alert">
              {message}
            </Alert>
          )}
          <TextField
            label={t('signIn.email')}
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={emailMissing}
            helperText={emailMissing ? t('signIn.required', { field: t('signIn.email').toLowerCase() }) : ' '}
            required
            autoFocus
          />
          <TextField
            label={t('signIn.password')}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={passwordMissing}
            helperText={
              passwordMissing ? t('signIn.required', { field: t('signIn.password').toLowerCase() }) : ' '
            }
            required
          />
          <Button type="submit" variant="contained" size="large" loading={signIn.isPending}>
            {t('signIn.submit')}
          </Button>
        </Stack>
      </Box>
    </Page>
  );
}
