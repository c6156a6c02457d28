import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAutoTopUp } from '../../lib/auto-top-up';
import './i18n';

/** A declined auto top-up charge turned it off: the customer hears it on the dashboard, not only on the top-up page. */
export function AutoTopUpNotice({ prepay }: { prepay: boolean }) {
  const { t } = useTranslation('mobileHome');
  const auto = useAutoTopUp({ enabled: prepay });
  const notice = prepay ? auto.data?.Notice : undefined;
  if (!notice) return null;
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" component={Link} to="/profile/top-up">
          {t('autoTopUp.fix')}
        </Button>
      }
    >
      {notice}
    </Alert>
  );
}
