import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { registerTranslations } from '../lib/i18n';
import { Page } from './page';

registerTranslations('visitorInvitation', {
  en: {
    onboarding: {
      title: 'Get started with your SIM',
      lead: 'Sign in, or create your account, to choose a plan and activate your new SIM. We bring you back here after.',
    },
    activation: {
      title: 'Activate your SIM',
      lead: 'Sign in, or create your account, to activate the SIM this link is for. We bring you back here after.',
    },
    signIn: 'Sign in',
    signUp: 'Create an account',
  },
  'mi-NZ': { signIn: 'Takiuru' },
});

/**
 * A public page's first step for a visitor who is not signed in: what the page is for, and the way in that
 * brings them back to it.
 */
export function VisitorInvitation({ kind }: { kind: 'onboarding' | 'activation' }) {
  const { t } = useTranslation('visitorInvitation');
  const { pathname, search } = useLocation();
  const back = encodeURIComponent(`${pathname}${search}`);
  return (
    <Page title={t(`${kind}.title`)}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>{t(`${kind}.lead`)}</Typography>
        <Stack direction="row" spacing={1}>
          <Button component={Link} to={`/sign-in?redirect=${back}`} variant="contained">
            {t('signIn')}
          </Button>
          <Button component={Link} to={`/sign-up?redirect=${back}`} variant="outlined">
            {t('signUp')}
          </Button>
        </Stack>
      </Stack>
    </Page>
  );
}
