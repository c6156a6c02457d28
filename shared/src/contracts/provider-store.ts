import { storeCustomerContracts } from './store-customer';
import { fibreOrderContracts } from './store-fibre-order';
import { fibrePlanContracts } from './store-fibre-plan';
import { fibreProductContracts } from './store-fibre-product';
import { lfcProductContracts } from './store-lfc-product';

export { STORE_PREFIX } from './store-common';

/** The provider-side store (prefix /v3/{SPID}), for the provider console. Operators; purge: admins. */
export const providerStoreContracts = {
  ...lfcProductContracts,
  ...fibreOrderContracts,
  ...fibreProductContracts,
  ...fibrePlanContracts,
  ...storeCustomerContracts,
};
