import type { HandlerGroup } from '../types';
import { appointmentHandlers } from './appointments';
import { bulkHandlers } from './bulk';
import { storeCustomerHandlers } from './customers';
import { fibreOrderHandlers } from './fibre-orders';
import { fibrePlanHandlers } from './fibre-plans';
import { fibreProductHandlers } from './fibre-products';
import { historyHandlers } from './history';
import { lfcProductHandlers } from './lfc-products';
import { noteHandlers } from './notes';
import { queueHandlers } from './queue';
import { scheduleHandlers } from './schedule';

/** The provider-side store under /v3/{SPID}. */
export const providerStoreHandlers: HandlerGroup = (ctx) => [
  ...lfcProductHandlers(ctx),
  ...fibrePlanHandlers(ctx),
  ...fibreOrderHandlers(ctx),
  ...appointmentHandlers(ctx),
  ...noteHandlers(ctx),
  ...historyHandlers(ctx),
  ...scheduleHandlers(ctx),
  ...queueHandlers(ctx),
  ...bulkHandlers(ctx),
  ...fibreProductHandlers(ctx),
  ...storeCustomerHandlers(ctx),
];
