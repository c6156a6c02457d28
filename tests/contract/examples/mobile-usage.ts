import { mobileProductUuid } from '@portal/fixtures';
import type { Examples } from '../harness';

const DAY_NANOS = 86_400_000 * 1_000_000;
/** Thirty days ending at a fixed instant: the answer's shape does not depend on when the suite runs. */
const FINAL_NANOS = Date.UTC(2026, 0, 1) * 1_000_000;

export const mobileUsageExamples: Examples = {
  'mobileUsage.balance': (ids) => ({
    as: 'ana',
    params: { uuid: ids.customer.ana },
    query: { MobileUUID: mobileProductUuid('ana') },
    badQuery: { MobileUUID: 'not-a-uuid' },
  }),
  'mobileUsage.charges': (ids) => ({
    as: 'ana',
    params: { uuid: ids.customer.ana, mobileProductUuid: mobileProductUuid('ana') },
    badQuery: { From: 'soon', data: 'maybe' },
  }),
  'mobileUsage.histogram': (ids) => ({
    as: 'ana',
    foreign: 'tama',
    params: { spid: '68', kind: 'data' },
    body: {
      CustomerUUID: ids.customer.ana,
      ProductInstanceUUID: mobileProductUuid('ana'),
      ProductType: 'postpaymobile',
      Range: { FirstNanos: FINAL_NANOS - 30 * DAY_NANOS, FinalNanos: FINAL_NANOS },
      IntervalNanos: DAY_NANOS,
    },
    badBody: { CustomerUUID: ids.customer.ana, Range: { FirstNanos: 2, FinalNanos: 1 } },
  }),
};
