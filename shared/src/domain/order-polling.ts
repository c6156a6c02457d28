import { ERRORS } from '../errors';

export type PollVerdict = { kind: 'done' } | { kind: 'failed'; message: string } | { kind: 'again' };

/**
 * The order polling rule (fixed wireless and fibre alike): COMPLETED or PROCESSING ends it with success, FAILED
 * ends it with the first order note (or 'Order failed'), any other status polls again, and an answer without a
 * status is taken as it is.
 */
export function orderPollVerdict(answer: {
  Status?: string | null;
  OrderNotes?: readonly string[];
}): PollVerdict {
  const status = answer.Status;
  if (!status) return { kind: 'done' };
  if (status === 'COMPLETED' || status === 'PROCESSING') return { kind: 'done' };
  if (status === 'FAILED') {
    const note = answer.OrderNotes?.find((n) => n.trim() !== '');
    return { kind: 'failed', message: note ?? ERRORS.order_failed };
  }
  return { kind: 'again' };
}
