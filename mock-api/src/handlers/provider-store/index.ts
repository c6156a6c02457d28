import type { HandlerGroup } from '../types';
import { appointmentHandlers } from './appointments';
import { storeCustomerHandlers } from './customers';
import { fibreOrderHandlers } from './fibre-orders';
import { fibrePlanHandlers } from './fibre-plans';
import { fibreProductHandlers } from './fibre-products';
import { lfcProductHandlers } from './lfc-products';
import { noteHandlers } from './notes';

/** The provider-side store under /v3/{SPID}. */
export const providerStoreHandlers: HandlerGroup = (ctx) => [
  ...lfcProductHandlers(ctx),
  ...fibrePlanHandlers(ctx),
  ...fibreOrderHandlers(ctx),
  ...appointmentHandlers(ctx),
  ...noteHandlers(ctx),
  ...fibreProductHandlers(ctx),
  ...storeCustomerHandlers(ctx),
];
