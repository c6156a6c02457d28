import { fwaPlanUuid, personaCustomerUuid, storeProductUuid } from '@portal/fixtures';
import { fwaProductUuid, SHOP_SEED_IDS } from '@portal/mock-api';
import type { Examples } from '../harness';

/** Mere's bach (an account of the multi-account persona) has an active fixed-wireless service. */
const mereBach = () => personaCustomerUuid('multi', 2);
const mereFwa = () => fwaProductUuid(SHOP_SEED_IDS.mereFwaOrder);

export const broadbandServiceExamples: Examples = {
  'broadbandServices.fwaProducts': (ids) => ({ as: 'ana', params: { uuid: ids.customer.ana } }),
  'broadbandServices.fibreServicePlans': (ids) => ({
    as: 'ana',
    params: { uuid: ids.customer.ana, id: storeProductUuid('ana-active') },
  }),
  'broadbandServices.fwaServicePlans': () => ({
    as: 'multi',
    foreign: 'ana',
    params: { uuid: mereBach(), product: mereFwa() },
  }),
  'broadbandServices.fwaChangePlan': () => ({
    as: 'multi',
    foreign: 'ana',
    body: {
      UUID: mereFwa(),
      ProductAvailabilityUUID: fwaPlanUuid('5g-unlimited'),
      CustomerUUID: mereBach(),
    },
    badBody: {
      UUID: mereFwa(),
      ProductAvailabilityUUID: fwaPlanUuid('5g-unlimited'),
      CustomerUUID: mereBach(),
      Mode: 'SOON',
    },
  }),
};
