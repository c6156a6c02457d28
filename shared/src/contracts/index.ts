export * from './define';
export * from './server-owned';
export * from './statuses';
export * from './drift';
export * from './throttles';
export * from './json-body';
export { STORE_PREFIX } from './store-common';
export {
  CustomerFibreProductSchema,
  FIBRE_INSTALL_VISIT,
  type CustomerFibreProduct,
  type BookedAppointment,
} from './shop-orders';
export { FwaServiceProductSchema, type FwaServiceProduct } from './broadband-services';

export * as contracts from './registry';
export { allContracts } from './all-contracts';
