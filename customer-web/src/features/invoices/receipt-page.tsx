import { Alert, Button, Card, CardContent, Stack } from '@mui/material';
import { ERRORS, formatNzd, formatNzDay } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ListSkeleton } from '../../components/content-skeleton';
import { Page } from '../../components/page';
import { DetailRows } from './detail-rows';
import { DownloadButton } from './download-button';
import { useReceipts } from './use-receipts';
import './i18n';

/** One receipt of a bill payment, and its PDF. */
export function ReceiptPage() {
  const { t } = useTranslation('invoices');
  const f = (key: string) => t(`fields.${key}`);
  const { number = '' } = useParams();
  const receipts = useReceipts();
  const receipt = receipts.data?.find((r) => r.Number === number);
  return (
    <Page title={t('receiptTitle', { number })} width="md">
      {receipts.isPending && <ListSkeleton rows={5} />}
      {receipts.isError && (
        <Alert severity="error" role="alert">
          {ERRORS.receipts_unavailable}
        </Alert>
      )}
      {receipts.isSuccess && !receipt && (
        <Alert severity="error" role="alert">
          {ERRORS.receipt_not_found.replace('{number}', number)}
        </Alert>
      )}
      {receipt && (
        <Stack spacing={2}>
          <Card variant="outlined">
            <CardContent>
              <DetailRows
                rows={[
                  [f('receiptNumber'), receipt.Number],
                  [f('invoice'), receipt.InvoiceNumber],
                  [f('paidAt'), formatNzDay(receipt.PaidAtNanos / 1_000_000)],
                  [f('method'), receipt.Method],
                  [f('amount'), formatNzd(receipt.AmountCents)],
                  [f('gstNumber'), receipt.GSTNumber],
                ]}
              />
            </CardContent>
          </Card>
          <DownloadButton file={{ receipt: receipt.UUID }} />
        </Stack>
      )}
      <Button component={Link} to="/profile/invoices" sx={{ mt: 2 }}>
        {t('back')}
      </Button>
    </Page>
  );
}
