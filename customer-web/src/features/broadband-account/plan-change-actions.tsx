import { Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Network } from './broadband-nav';
import { nzDateText } from './format';
import './i18n';

/** A service card's plan change: when a chosen new plan starts, and the way to change it. */
export function PlanChangeActions({
  network,
  serviceUUID,
  scheduledFromNanos,
}: {
  network: Network;
  serviceUUID: string;
  scheduledFromNanos: number | undefined;
}) {
  const { t } = useTranslation('broadbandAccount');
  return (
    <>
      {scheduledFromNanos !== undefined && (
        <Typography>{t('changePlan.scheduled', { date: nzDateText(scheduledFromNanos) })}</Typography>
      )}
      <Button component={Link} to={`/profile/broadband/${network}/change-plan/${serviceUUID}`} sx={{ mt: 1 }}>
        {t('changePlan.open')}
      </Button>
    </>
  );
}
