import { formatNzDateTime } from '@portal/shared';

/** A day in the default date format (DD-MM-YYYY), NZ time. */
export const nzDateText = (nanos: number) => formatNzDateTime(nanos / 1_000_000).slice(0, 10);
