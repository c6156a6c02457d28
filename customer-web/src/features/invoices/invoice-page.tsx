import {
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { formatNzd, formatNzDay, type Invoice } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorBanner } from '../../components/error-banner';
import { ListSkeleton } from '../../components/content-skeleton';
import { Page } from '../../components/page';
import { StatusChip } from '../../components/status-chip';
import { DetailRows } from './detail-rows';
import { DownloadButton } from './download-button';
import { INVOICE_TONES } from './invoice-status';
import { useInvoice } from './use-invoice';
import './i18n';

const day = (nanos: number) => formatNzDay(nanos / 1_000_000);

function InvoiceDetails({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('invoices');
  const f = (key: string) => t(`fields.${key}`);
  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardContent>
          <DetailRows
            rows={[
              [f('number'), invoice.Number],
              [
                f('status'),
                <StatusChip
                  key="s"
                  label={t(`statuses.${invoice.Status}`)}
                  tone={INVOICE_TONES[invoice.Status]}
                />,
              ],
              [f('date'), day(invoice.DateNanos)],
              [f('period'), `${day(invoice.Period.From)} – ${day(invoice.Period.Upto)}`],
              [f('dueDate'), day(invoice.DueDateNanos)],
              [f('gstNumber'), invoice.GSTNumber],
            ]}
          />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography id="invoice-purchases" variant="h6" component="h2" gutterBottom>
            {f('purchases')}
          </Typography>
          {/* A narrow phone may scroll the lines sideways: the region takes the keyboard's focus so arrows can. */}
          <Box role="region" aria-labelledby="invoice-purchases" tabIndex={0} sx={{ overflowX: 'auto' }}>
            <Table size="small" sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
              <TableHead>
                <TableRow>
                  <TableCell>{f('description')}</TableCell>
                  <TableCell align="right">{f('quantity')}</TableCell>
                  <TableCell align="right">{f('rate')}</TableCell>
                  <TableCell align="right">{f('charge')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {invoice.Purchases.map((p, i) => (
                  <TableRow key={i}>
                    <TableCell>{p.Description}</TableCell>
                    <TableCell align="right">{p.Quantity}</TableCell>
                    <TableCell align="right">{formatNzd(p.RateCents)}</TableCell>
                    <TableCell align="right">{formatNzd(p.ChargeCents)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          <DetailRows
            rows={[
              [f('subtotal'), formatNzd(invoice.SubtotalCents)],
              [
                invoice.DiscountLabel ? `${f('discount')} (${invoice.DiscountLabel})` : f('discount'),
                formatNzd(-invoice.DiscountCents),
              ],
              [f('grandTotal'), <strong key="g">{formatNzd(invoice.GrandTotalCents)}</strong>],
              [f('gst'), formatNzd(invoice.GSTCents)],
              [f('remaining'), <strong key="r">{formatNzd(invoice.RemainingAmountCents)}</strong>],
            ]}
          />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {f('payments')}
          </Typography>
          {invoice.Payments.length === 0 ? (
            <Typography>{f('noPayments')}</Typography>
          ) : (
            <DetailRows
              rows={invoice.Payments.map((p) => [
                `${day(p.PaidAtNanos)} · ${p.Method}`,
                formatNzd(p.AmountCents),
              ])}
            />
          )}
        </CardContent>
      </Card>
      <DownloadButton file={{ invoice: invoice.Number }} />
    </Stack>
  );
}

/** One invoice with every field of the bill, and its PDF. */
export function InvoicePage() {
  const { t } = useTranslation('invoices');
  const { number = '' } = useParams();
  const invoice = useInvoice(number);
  return (
    <Page title={t('invoiceTitle', { number })} width="md">
      {invoice.isPending && <ListSkeleton rows={5} />}
      {invoice.isError && <ErrorBanner error={invoice.error} />}
      {invoice.data && <InvoiceDetails invoice={invoice.data} />}
      <Button component={Link} to="/profile/invoices" sx={{ mt: 2 }}>
        {t('back')}
      </Button>
    </Page>
  );
}
