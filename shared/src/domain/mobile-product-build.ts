import type { CataloguePlan } from '../entities/mobile-catalogue';
import type { MobileAddon, MobileProduct } from '../entities/mobile-product';
import { addonPeriodEnd } from './addon-period';
import { billingKind } from './mobile-product-status';
import { isRenewable, productDetails } from './plan-display';

const msToNanos = (ms: number) => ms * 1_000_000;

/** A catalogue plan or addon as it sits on a product once bought; it renews only when the plan is renewable. */
export function addonFromPlan(
  plan: CataloguePlan,
  bought: { UUID: string; startedMs: number; subscribe: boolean; paymentIntentUUID?: string },
): MobileAddon {
  return {
    UUID: bought.UUID,
    Name: plan.Name,
    ProductCatalogEntryUUID: plan.UUID,
    AvailabilityUUID: plan.Availabilities[0]?.UUID ?? plan.UUID,
    isBasePlan: plan.isBasePlan,
    AutoRenew: bought.subscribe && isRenewable(plan.Characteristics),
    Cents: plan.cost,
    Characteristics: plan.Characteristics,
    StartedAtNanos: msToNanos(bought.startedMs),
    ExpiresAtNanos: msToNanos(addonPeriodEnd(bought.startedMs, plan.Characteristics)),
    ...(bought.paymentIntentUUID ? { PaymentIntentUUID: bought.paymentIntentUUID } : {}),
  };
}

export type BasePlanFields = Pick<
  MobileProduct,
  | 'DataRolloverAllowed'
  | 'RolloverIneligible'
  | 'is_payg'
  | 'is_autoRenew'
  | 'price_catalog_cents'
  | 'originalPrice'
  | 'ProductType'
  | 'Characteristics'
  | 'Availabilities'
  | 'Details'
>;

/**
 * The product's own fields that follow its base plan: a postpay plan makes it postpaymobile, a prepay or payg plan
 * prepaymobileAddon; no plan leaves them empty.
 */
export function basePlanFields(plan: CataloguePlan | undefined, autoRenew: boolean): BasePlanFields {
  return {
    DataRolloverAllowed: plan?.DataRolloverAllowed ?? false,
    RolloverIneligible: plan?.is_payg ?? false,
    is_payg: plan?.is_payg ?? false,
    is_autoRenew: !!plan && autoRenew,
    price_catalog_cents: plan?.cost ?? 0,
    originalPrice: plan?.origianl_price ?? 0,
    ProductType: !plan
      ? ''
      : billingKind(plan.BillingReference) === 'postpay'
        ? 'postpaymobile'
        : 'prepaymobileAddon',
    Characteristics: plan?.Characteristics ?? {},
    Availabilities: plan?.Availabilities ?? [],
    Details: productDetails(plan?.Characteristics ?? {}),
  };
}

/** The product with a new base plan in place of the old one (addons bought on top stay). */
export function withBasePlan(product: MobileProduct, plan: CataloguePlan, addon: MobileAddon): MobileProduct {
  return {
    ...product,
    ...basePlanFields(plan, addon.AutoRenew),
    Addons: [addon, ...product.Addons.filter((a) => !a.isBasePlan)],
  };
}
