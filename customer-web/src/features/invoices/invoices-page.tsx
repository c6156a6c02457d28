import {
  Alert,
  Button,
  Card,
  CardContent,
  Link as MuiLink,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  ERRORS,
  formatNzd,
  formatNzDay,
  InvoiceStatusSchema,
  pageCount,
  PAGING,
  type Invoice,
  type InvoiceStatus,
  type Receipt,
} from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListSkeleton } from '../../components/content-skeleton';
import { Page } from '../../components/page';
import { Pager } from '../../components/pager';
import { StatusChip } from '../../components/status-chip';
import { useFlags } from '../../lib/flags';
import { INVOICE_TONES } from './invoice-status';
import { useInvoices } from './use-invoices';
import { useReceipts } from './use-receipts';
import './i18n';

const NANOS = 1_000_000;
const day = (nanos: number) => formatNzDay(nanos / NANOS);

function InvoiceItem({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('invoices');
  return (
    <Card variant="outlined" component="li" data-invoice={invoice.Number}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <MuiLink component={Link} to={`/profile/account/invoices/${invoice.Number}`} variant="subtitle1">
            {invoice.Number}
          </MuiLink>
          <StatusChip label={t(`statuses.${invoice.Status}`)} tone={INVOICE_TONES[invoice.Status]} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('period', { from: day(invoice.Period.From), upto: day(invoice.Period.Upto) })}
        </Typography>
        <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 1 }}>
          <Typography variant="body2">{t('due', { date: day(invoice.DueDateNanos) })}</Typography>
          <Typography variant="subtitle2">
            {t('total')} {formatNzd(invoice.GrandTotalCents)}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}

function ReceiptItem({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation('invoices');
  return (
    <Card variant="outlined" component="li">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <MuiLink component={Link} to={`/profile/account/receipts/${receipt.Number}`} variant="subtitle1">
            {receipt.Number}
          </MuiLink>
          <Typography variant="subtitle2">{formatNzd(receipt.AmountCents)}</Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('receiptLine', { date: day(receipt.PaidAtNanos), method: receipt.Method })}
        </Typography>
      </CardContent>
    </Card>
  );
}

const listSx = { listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 } as const;

/**
 * The account's invoices, ten a page with four pages either side, filtered by status, and the receipts of its
 * payments. When the invoice service fails, the page says so and the rest keeps working.
 */
export function InvoicesPage() {
  const { t } = useTranslation('invoices');
  const { flags } = useFlags();
  const [search, setSearch] = useSearchParams();
  const parsed = InvoiceStatusSchema.safeParse(search.get('status'));
  const status: InvoiceStatus | undefined = parsed.success ? parsed.data : undefined;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const invoices = useInvoices(status, page);
  const receipts = useReceipts({ enabled: flags.receipts });
  const change = (next: { status?: string; page?: number }) => {
    const params = new URLSearchParams();
    const s = next.status ?? status;
    if (s) params.set('status', s);
    if ((next.page ?? 1) > 1) params.set('page', String(next.page));
    setSearch(params);
  };

  const list = invoices.data?.Invoices ?? [];
  const receiptList = flags.receipts ? (receipts.data ?? []) : [];
  const nothing = !invoices.isPending && !receipts.isLoading && list.length === 0 && receiptList.length === 0;

  return (
    <Page title={t('title')} width="md">
      <Typography sx={{ mb: 2 }}>{t('intro')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <TextField
          select
          label={t('status')}
          value={status ?? ''}
          onChange={(e) => change({ status: e.target.value, page: 1 })}
          sx={{ minWidth: 200 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('all')}</MenuItem>
          {InvoiceStatusSchema.options.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`statuses.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        {invoices.data && invoices.data.OutstandingCents > 0 && (
          <Typography sx={{ flexGrow: 1 }}>
            {t('outstanding', { amount: formatNzd(invoices.data.OutstandingCents) })}
          </Typography>
        )}
        <Button variant="contained" component={Link} to="/profile/pay-bill">
          {t('payBill')}
        </Button>
      </Stack>
      {invoices.isError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {ERRORS.invoices_unavailable}
        </Alert>
      )}
      {invoices.isPending && <ListSkeleton />}
      {list.length > 0 && (
        <Stack component="ul" sx={listSx}>
          {list.map((invoice) => (
            <InvoiceItem key={invoice.Number} invoice={invoice} />
          ))}
        </Stack>
      )}
      <Pager
        page={page}
        pages={pageCount(invoices.data?.PageInfo.TotalItemCount ?? 0, PAGING.pageSize)}
        label={t('pages')}
        onChange={(p) => change({ page: p })}
      />
      {nothing && <Typography sx={{ my: 2 }}>{ERRORS.no_invoices_or_receipts}</Typography>}
      {flags.receipts && (
        <>
          <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 2 }}>
            {t('receipts')}
          </Typography>
          {receipts.isError && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {ERRORS.receipts_unavailable}
            </Alert>
          )}
          <Stack component="ul" sx={listSx}>
            {receiptList.map((receipt) => (
              <ReceiptItem key={receipt.UUID} receipt={receipt} />
            ))}
          </Stack>
        </>
      )}
    </Page>
  );
}
