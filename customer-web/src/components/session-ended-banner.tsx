import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../lib/session/use-session';

/**
 * When the API ends the session on a page open to visitors (the shop, help, the plans), the page stays, signed
 * out: a banner says the session ended and signs in again back to this page. The sign-in page says it itself.
 */
export function SessionEndedBanner() {
  const { t } = useTranslation();
  const { ended, status } = useSession();
  const { pathname, search } = useLocation();
  if (!ended || status !== 'signed-out' || pathname.startsWith('/sign-in')) return null;
  const back = `/sign-in?redirect=${encodeURIComponent(pathname + search)}`;
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ borderRadius: 0 }}
      action={
        <Button component={Link} to={back} color="inherit" size="small">
          {t('nav.signIn')}
        </Button>
      }
    >
      {t('errors.sessionEnded')}
    </Alert>
  );
}
