import { storeProductUuid } from '@portal/fixtures';
import { DAY_NANOS } from '@portal/shared';
import type { Examples } from '../harness';

const usageRange = () => {
  const FinalNanos = Date.now() * 1_000_000;
  return { FirstNanos: FinalNanos - 30 * DAY_NANOS, FinalNanos };
};

export const broadbandServiceExamples: Examples = {
  'broadbandServices.fwaProducts': (ids) => ({ as: 'ana', params: { uuid: ids.customer.ana } }),
  'broadbandServices.fibreServicePlans': (ids) => ({
    as: 'ana',
    params: { uuid: ids.customer.ana, id: storeProductUuid('ana-active') },
  }),
  'broadbandServices.usageHistogram': (ids) => ({
    as: 'ana',
    params: { spid: '68' },
    body: {
      CustomerUUID: ids.customer.ana,
      ProductInstanceUUID: storeProductUuid('ana-active'),
      ProductType: 'UFB',
      Range: usageRange(),
      IntervalNanos: DAY_NANOS,
    },
    badBody: {
      CustomerUUID: ids.customer.ana,
      ProductInstanceUUID: storeProductUuid('ana-active'),
      ProductType: 'ADSL',
      Range: usageRange(),
      IntervalNanos: 0,
    },
  }),
};
