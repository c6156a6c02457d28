import type { InvoiceStatus } from '@portal/shared';
import type { StatusTone } from '../../components/status-chip';

/** Paid is done, open is running, due asks for payment, overdue is late, void is cancelled. */
export const INVOICE_TONES: Record<InvoiceStatus, StatusTone> = {
  OPEN: 'primary',
  DUE: 'warning',
  OVERDUE: 'error',
  PAID: 'success',
  VOID: 'default',
};
