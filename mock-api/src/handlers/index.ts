import { accessHandlers } from './access';
import { addressHandlers } from './addresses';
import { billingRouteHandlers } from './billing-routes';
import { paymentMethodHandlers } from './payment-methods';
import { authHandlers } from './auth';
import { customerHandlers } from './customer';
import { docsHandlers } from './docs';
import { helpHandlers } from './help';
import { supportHandlers } from './support';
import { systemHandlers } from './system';
import { providerStoreHandlers } from './provider-store';
import { profileHandlers } from './profile';
import { preferenceHandlers } from './preferences';
import { mobileProductHandlers } from './mobile-products';
import { mobileCatalogueHandlers } from './mobile-catalogue';
import { mobilePurchaseHandlers } from './mobile-purchases';
import { mobileActivationHandlers } from './mobile-activation';
import { topUpHandlers } from './top-up';
import { voucherHandlers } from './vouchers';
import { guestPaymentHandlers } from './guest-payments';
import { invoiceHandlers } from './invoices';
import { billHandlers } from './bills';
import { chargeHandlers } from './charges';
import { shopOrderHandlers } from './shop-orders';
import { broadbandServiceHandlers } from './broadband-services';
import { shopBroadbandHandlers } from './shop-broadband';
import { shopCartHandlers } from './shop-cart';
import { shopCheckoutHandlers } from './shop-checkout';
import { shopCatalogueHandlers } from './shop-catalogue';
import { usageHandlers } from '../usage/handlers';
import { numberPortingHandlers } from '../porting/handlers';
import { simSettingsHandlers } from '../sim-settings/handlers';
import { groupHandlers } from '../groups/handlers';
import { legacyRestHandlers } from './legacy-rest';
import type { HandlerGroup } from './types';

/** Every domain's handlers. A domain adds its group here. */
export const handlerGroups: HandlerGroup[] = [
  systemHandlers,
  docsHandlers,
  authHandlers,
  customerHandlers,
  profileHandlers,
  preferenceHandlers,
  mobileProductHandlers,
  mobileCatalogueHandlers,
  mobilePurchaseHandlers,
  mobileActivationHandlers,
  numberPortingHandlers,
  simSettingsHandlers,
  topUpHandlers,
  voucherHandlers,
  guestPaymentHandlers,
  invoiceHandlers,
  billHandlers,
  chargeHandlers,
  shopOrderHandlers,
  broadbandServiceHandlers,
  accessHandlers,
  addressHandlers,
  paymentMethodHandlers,
  billingRouteHandlers,
  helpHandlers,
  supportHandlers,
  providerStoreHandlers,
  shopBroadbandHandlers,
  shopCatalogueHandlers,
  shopCartHandlers,
  shopCheckoutHandlers,
  usageHandlers,
  groupHandlers,
  legacyRestHandlers,
];
