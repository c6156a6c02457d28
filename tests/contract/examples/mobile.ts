import { mobileProductUuid } from '@portal/fixtures';
import type { Examples } from '../harness';

export const mobileExamples: Examples = {
  'mobileProducts.list': (ids) => ({ as: 'ana', params: { uuid: ids.customer.ana } }),
  'mobileProducts.get': (ids) => ({
    as: 'ana',
    params: { uuid: ids.customer.ana, mobileUuid: mobileProductUuid('ana') },
  }),
  'mobileCatalogue.postpayPlans': { params: { spid: '68' } },
  'mobileCatalogue.prepayPlans': { params: { spid: '68' } },
  'mobileCatalogue.multiSimPlans': {
    params: { spid: '68' },
    body: { Kind: 'family' },
    badBody: { Kind: 'pets' },
  },
};
