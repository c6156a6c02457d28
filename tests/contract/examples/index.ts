import type { Examples } from '../harness';
import { accessExamples } from './access';
import { addressExamples } from './addresses';
import { profileExamples } from './profile';
import { preferenceExamples } from './preferences';
import { billingRouteExamples } from './billing-routes';
import { paymentExamples } from './payments';
import { coreExamples } from './core';
import { helpExamples } from './help';
import { supportExamples } from './support';
import { providerStoreExamples } from './provider-store';
import { mobileExamples, mobilePurchaseExamples } from './mobile';
import { mobileActivationExamples } from './mobile-activation';
import { portingExamples } from './porting';
import { guestExamples, prepayExamples } from './prepay-money';
import { invoiceExamples } from './invoices';
import { shopOrderExamples } from './shop-orders';
import { shopExamples } from './shop';
import { broadbandServiceExamples } from './broadband-services';
import { mobileUsageExamples } from './mobile-usage';
import { simSettingsExamples } from './sim-settings';
import { groupExamples } from './groups';
import { legacyRestExamples } from './legacy-rest';

/** Every contract's legitimate call. A domain adds its file here. */
export const examples: Examples = {
  ...profileExamples,
  ...preferenceExamples,
  ...coreExamples,
  ...accessExamples,
  ...addressExamples,
  ...paymentExamples,
  ...billingRouteExamples,
  ...helpExamples,
  ...supportExamples,
  ...providerStoreExamples,
  ...mobileExamples,
  ...mobilePurchaseExamples,
  ...mobileActivationExamples,
  ...portingExamples,
  ...prepayExamples,
  ...guestExamples,
  ...invoiceExamples,
  ...shopOrderExamples,
  ...shopExamples,
  ...broadbandServiceExamples,
  ...mobileUsageExamples,
  ...simSettingsExamples,
  ...groupExamples,
  ...legacyRestExamples,
};
