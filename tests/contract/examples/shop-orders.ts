import { personaCustomerUuid, planUuid, storeOrderUuid, storeProductUuid } from '@portal/fixtures';
import { slotsToOffer } from '@portal/shared';
import { SHOP_SEED_IDS } from '@portal/mock-api';
import type { Examples } from '../harness';

/** A slot ten working days ahead: past the appointments the seed books, so it is free to take. */
const freeSlot = () =>
  slotsToOffer(Date.now(), { days: 10 }).at(-1) as { StartNanos: number; Mode: 'AM' | 'PM' };
/** Mere's bach (an account of the multi-account persona) has a fibre order in progress. */
const mere = () => personaCustomerUuid('multi', 2);

export const shopOrderExamples: Examples = {
  'shopOrders.list': (ids) => ({ as: 'ana', params: { uuid: ids.customer.ana } }),
  'shopOrders.get': (ids) => ({
    as: 'ana',
    params: { uuid: ids.customer.ana, orderNumber: SHOP_SEED_IDS.fwaOrderNumber },
  }),
  'shopOrders.fibreOrderStatus': (ids) => ({
    as: 'ana',
    params: { uuid: ids.customer.ana, id: storeOrderUuid('ana-active') },
  }),
  'shopOrders.fibreProducts': (ids) => ({ as: 'ana', params: { uuid: ids.customer.ana } }),
  'shopOrders.fibreTimeSlots': () => ({
    as: 'multi',
    foreign: 'ana',
    params: { id: storeOrderUuid('mere-bach') },
    query: { VisitType: 'Installation', CustomerUUID: mere() },
    badQuery: { CustomerUUID: mere() },
  }),
  'shopOrders.fibreBook': () => {
    const slot = freeSlot();
    return {
      as: 'multi',
      foreign: 'ana',
      params: { id: storeOrderUuid('mere-bach') },
      body: {
        CustomerUUID: mere(),
        ProductUUID: storeProductUuid('mere-bach'),
        Appointments: [{ StartNanos: slot.StartNanos, Mode: slot.Mode }],
      },
      badBody: { CustomerUUID: mere(), ProductUUID: storeProductUuid('mere-bach'), Appointments: [] },
    };
  },
  'shopOrders.fwaTimeSlots': (ids) => ({
    as: 'ana',
    params: { uuid: SHOP_SEED_IDS.fwaOrder },
    query: { CustomerUUID: ids.customer.ana },
    badQuery: { CustomerUUID: ids.customer.ana, Mode: 'NOON' },
  }),
  'shopOrders.fwaBook': (ids) => {
    const slot = freeSlot();
    return {
      as: 'ana',
      params: { uuid: SHOP_SEED_IDS.fwaOrder },
      body: { CustomerUUID: ids.customer.ana, StartNanos: slot.StartNanos, Mode: slot.Mode },
      badBody: { CustomerUUID: ids.customer.ana, StartNanos: -1, Mode: 'NOON' },
    };
  },
  'shopOrders.fibreChangePlan': (ids) => ({
    as: 'ana',
    params: { id: storeProductUuid('ana-active') },
    body: { CustomerUUID: ids.customer.ana, ProductAvailabilityUUID: planUuid('fast') },
    badBody: { CustomerUUID: ids.customer.ana, ProductAvailabilityUUID: planUuid('fast'), Mode: 'SOON' },
  }),
  'shopOrders.listV1': (ids) => ({ as: 'ana', params: { uuid: ids.customer.ana } }),
  'shopOrders.getV1': (ids) => ({
    as: 'ana',
    params: { uuid: ids.customer.ana, orderNumber: SHOP_SEED_IDS.fwaOrderNumber },
  }),
  'shopOrders.esimStatus': (ids) => ({
    as: 'ana',
    params: { uuid: ids.customer.ana, orderNumber: SHOP_SEED_IDS.fwaOrderNumber },
  }),
  'shopOrders.ufbChangePlan': (ids) => ({
    as: 'ana',
    body: {
      UUID: storeProductUuid('ana-active'),
      CustomerUUID: ids.customer.ana,
      ProductAvailabilityUUID: planUuid('fast'),
    },
    badBody: {
      UUID: storeProductUuid('ana-active'),
      CustomerUUID: ids.customer.ana,
      ProductAvailabilityUUID: planUuid('fast'),
      Mode: 'SOON',
    },
  }),
};
