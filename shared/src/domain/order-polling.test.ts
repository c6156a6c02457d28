import { describe, expect, it } from 'vitest';
import { orderPollVerdict } from './order-polling';

describe('the order polling rule', () => {
  it('ends with success on COMPLETED or PROCESSING', () => {
    expect(orderPollVerdict({ Status: 'COMPLETED' })).toEqual({ kind: 'done' });
    expect(orderPollVerdict({ Status: 'PROCESSING' })).toEqual({ kind: 'done' });
  });
  it('fails with the first order note, or "Order failed" without one', () => {
    expect(orderPollVerdict({ Status: 'FAILED', OrderNotes: ['No signal', 'Later note'] })).toEqual({
      kind: 'failed',
      message: 'No signal',
    });
    expect(orderPollVerdict({ Status: 'FAILED', OrderNotes: [] })).toEqual({
      kind: 'failed',
      message: 'Order failed',
    });
  });
  it('polls again on any other status and takes an answer without a status as it is', () => {
    for (const Status of ['CONFIRMED', 'PAID', 'SHIPPED', 'UNKNOWN'])
      expect(orderPollVerdict({ Status })).toEqual({ kind: 'again' });
    expect(orderPollVerdict({})).toEqual({ kind: 'done' });
  });
});
