import { Card, CardContent, Typography } from '@mui/material';
import { formatNzd, formatNzDay, type Period } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../components/error-banner';
import { CardsSkeleton } from '../../components/content-skeleton';
import { usePostpayAccount } from './use-postpay-account';

const day = (nanos: number) => formatNzDay(nanos / 1_000_000);

/** What the account owes, and its current and next billing period. */
export function AccountCard() {
  const { t } = useTranslation('bills');
  const account = usePostpayAccount();
  if (account.isPending) return <CardsSkeleton count={1} />;
  if (account.isError) return <ErrorBanner error={account.error} onRetry={() => void account.refetch()} />;
  const range = (p: Period) => t('range', { from: day(p.From), upto: day(p.Upto) });
  return (
    <Card variant="outlined" aria-label={t('balance')}>
      <CardContent>
        <Typography color="text.secondary">{t('balance')}</Typography>
        <Typography variant="h4" component="p" data-testid="balance">
          {formatNzd(account.data.Balance)}
        </Typography>
        <Typography sx={{ mt: 1 }}>
          {t('currentCycle')}:{' '}
          <span data-testid="current-cycle">{range(account.data.CurrentBillingCycle)}</span>
        </Typography>
        <Typography>
          {t('nextCycle')}: <span data-testid="next-cycle">{range(account.data.NextBillingCycle)}</span>
        </Typography>
      </CardContent>
    </Card>
  );
}
