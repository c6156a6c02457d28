import { storeProductUuid } from '@portal/fixtures';
import type { Examples } from '../harness';

export const broadbandServiceExamples: Examples = {
  'broadbandServices.fwaProducts': (ids) => ({ as: 'ana', params: { uuid: ids.customer.ana } }),
  'broadbandServices.fibreServicePlans': (ids) => ({
    as: 'ana',
    params: { uuid: ids.customer.ana, id: storeProductUuid('ana-active') },
  }),
};
