import { useMutation } from '@tanstack/react-query';
import { contracts, ERRORS } from '@portal/shared';
import { useCustomerUUID } from '../../lib/account';
import { downloadFile } from '../../lib/api/download';

/** Saves an invoice's or a receipt's PDF; each needs its number or id and the current account. */
export function useDownload() {
  const customerUUID = useCustomerUUID();
  return useMutation({
    mutationFn: async (file: { invoice: string } | { receipt: string }) => {
      if (!customerUUID) throw new Error(ERRORS.account_not_specified);
      if ('invoice' in file) {
        if (!file.invoice) throw new Error(ERRORS.no_invoice_number);
        return downloadFile(contracts.invoices.pdf, { uuid: customerUUID, number: file.invoice });
      }
      if (!file.receipt) throw new Error(ERRORS.no_receipt_uuid);
      return downloadFile(contracts.invoices.receiptPdf, { uuid: customerUUID, receipt: file.receipt });
    },
  });
}
