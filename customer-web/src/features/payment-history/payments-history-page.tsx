import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import {
  formatNzd,
  formatNzDateTime,
  pageCount,
  PAGING,
  paymentStatusLabel,
  type PaymentLabel,
  type Transaction,
} from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListSkeleton } from '../../components/content-skeleton';
import { Page } from '../../components/page';
import { Pager } from '../../components/pager';
import { StatusChip, type StatusTone } from '../../components/status-chip';
import { useCharges } from './use-charges';
import './i18n';

const TONES: Record<PaymentLabel, StatusTone> = {
  COMPLETED: 'success',
  REFUNDED: 'primary',
  PENDING: 'primary',
  OTHERS: 'default',
  UNKNOWN: 'default',
  'ACTION REQ': 'warning',
  FAILED: 'error',
  DECLINED: 'error',
};

function TransactionItem({ transaction }: { transaction: Transaction }) {
  const label = paymentStatusLabel(transaction.Status);
  return (
    <Card variant="outlined" component="li" data-status={label}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="subtitle1" component="h2">
            {transaction.Description}
          </Typography>
          <StatusChip label={label} tone={TONES[label]} />
        </Stack>
        <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {formatNzDateTime(transaction.CreatedAt / 1_000_000)}
          </Typography>
          <Typography variant="subtitle2">{formatNzd(transaction.AmountCents)}</Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The account's card payments, 14 a page, newest first, each with its status label. */
export function PaymentsHistoryPage() {
  const { t } = useTranslation('paymentHistory');
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const charges = useCharges(page);
  const list = charges.data?.Transactions ?? [];
  return (
    <Page title={t('title')} width="md">
      <Typography sx={{ mb: 2 }}>{t('intro')}</Typography>
      {charges.isPending && <ListSkeleton />}
      {charges.isError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t('unavailable')}
        </Alert>
      )}
      {charges.isSuccess && list.length === 0 && <Typography>{t('empty')}</Typography>}
      <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {list.map((transaction) => (
          <TransactionItem key={transaction.UUID} transaction={transaction} />
        ))}
      </Stack>
      <Pager
        page={page}
        pages={pageCount(charges.data?.PageInfo.TotalItemCount ?? 0, PAGING.paymentHistoryPageSize)}
        label={t('pages')}
        onChange={(p) => setSearch(p > 1 ? { page: String(p) } : {})}
      />
    </Page>
  );
}
