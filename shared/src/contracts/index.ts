import { accessContracts } from './access';
import { addressContracts } from './addresses';
import { billingRouteContracts } from './billing-routes';
import { paymentMethodContracts } from './payment-methods';
import { authContracts } from './auth';
import { customerContracts } from './customer';
import type { ContractDef } from './define';
import { helpContracts } from './help';
import { supportContracts } from './support';
import { systemContracts } from './system';
import { providerStoreContracts } from './provider-store';
import { profileContracts } from './profile';
import { preferenceContracts } from './preferences';
import { mobileProductContracts } from './mobile-products';
import { mobileCatalogueContracts } from './mobile-catalogue';
import { mobilePurchaseContracts } from './mobile-purchases';
import { mobileActivationContracts } from './mobile-activation';
import { numberPortingContracts } from './number-porting';
import { prepayContracts } from './prepay';
import { guestPaymentContracts } from './guest-payments';
import { invoiceContracts } from './invoices';
import { shopOrderContracts } from './shop-orders';
import { shopCartContracts } from './shop-cart';
import { shopCheckoutContracts } from './shop-checkout';
import { shopCatalogueContracts } from './shop-catalogue';
import { broadbandAvailabilityContracts } from './broadband-availability';
import { broadbandServiceContracts } from './broadband-services';
import { mobileUsageContracts } from './mobile-usage';
import { simSettingsContracts } from './sim-settings';

export * from './define';
export * from './server-owned';
export { STORE_PREFIX } from './store-common';
export { CustomerFibreProductSchema, type CustomerFibreProduct, type BookedAppointment } from './shop-orders';
export { FwaServiceProductSchema, type FwaServiceProduct } from './broadband-services';

/** The registry: every endpoint of the product, each defined once. Domains add their group here. */
export const contracts = {
  system: systemContracts,
  auth: authContracts,
  customer: customerContracts,
  access: accessContracts,
  addresses: addressContracts,
  paymentMethods: paymentMethodContracts,
  billingRoutes: billingRouteContracts,
  help: helpContracts,
  support: supportContracts,
  store: providerStoreContracts,
  profile: profileContracts,
  preferences: preferenceContracts,
  mobileProducts: mobileProductContracts,
  mobileCatalogue: mobileCatalogueContracts,
  mobilePurchases: mobilePurchaseContracts,
  mobileActivation: mobileActivationContracts,
  numberPorting: numberPortingContracts,
  prepay: prepayContracts,
  guest: guestPaymentContracts,
  invoices: invoiceContracts,
  shopOrders: shopOrderContracts,
  shopCart: shopCartContracts,
  shopCheckout: shopCheckoutContracts,
  shopCatalogue: shopCatalogueContracts,
  broadbandAvailability: broadbandAvailabilityContracts,
  broadbandServices: broadbandServiceContracts,
  mobileUsage: mobileUsageContracts,
  sim: simSettingsContracts,
};

export const allContracts: ContractDef[] = Object.values(contracts).flatMap((group) =>
  Object.values(group as Record<string, ContractDef>),
);
