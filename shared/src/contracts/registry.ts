/**
 * The registry: every endpoint of the product, each defined once, one group per domain (a domain adds its line
 * here). A module namespace rather than an object, so a bundle that uses a few groups carries only those.
 */
export { systemContracts as system } from './system';
export { authContracts as auth } from './auth';
export { customerContracts as customer } from './customer';
export { accessContracts as access } from './access';
export { addressContracts as addresses } from './addresses';
export { paymentMethodContracts as paymentMethods } from './payment-methods';
export { billingRouteContracts as billingRoutes } from './billing-routes';
export { helpContracts as help } from './help';
export { olderHelpContracts as olderHelp } from './help';
export { supportContracts as support } from './support';
export { providerStoreContracts as store } from './provider-store';
export { storeWorkContracts as storeWork } from './store-work';
export { profileContracts as profile } from './profile';
export { preferenceContracts as preferences } from './preferences';
export { mobileProductContracts as mobileProducts } from './mobile-products';
export { mobileCatalogueContracts as mobileCatalogue } from './mobile-catalogue';
export { mobilePurchaseContracts as mobilePurchases } from './mobile-purchases';
export { mobileActivationContracts as mobileActivation } from './mobile-activation';
export { numberPortingContracts as numberPorting } from './number-porting';
export { prepayContracts as prepay } from './prepay';
export { guestPaymentContracts as guest } from './guest-payments';
export { invoiceContracts as invoices } from './invoices';
export { olderInvoiceContracts as olderInvoices } from './invoices';
export { shopOrderContracts as shopOrders } from './shop-orders';
export { olderShopOrderContracts as olderShopOrders } from './shop-orders';
export { shopCartContracts as shopCart } from './shop-cart';
export { olderShopCartContracts as olderShopCart } from './shop-cart';
export { shopCheckoutContracts as shopCheckout } from './shop-checkout';
export { olderShopCheckoutContracts as olderShopCheckout } from './shop-checkout';
export { shopCatalogueContracts as shopCatalogue } from './shop-catalogue';
export { broadbandAvailabilityContracts as broadbandAvailability } from './broadband-availability';
export { broadbandServiceContracts as broadbandServices } from './broadband-services';
export { mobileUsageContracts as mobileUsage } from './mobile-usage';
export { simSettingsContracts as sim } from './sim-settings';
export { groupContracts as groups } from './groups';
export { legacyRestContracts as legacy } from './legacy-rest';
