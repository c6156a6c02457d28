import type { MobileAddon } from '../entities/mobile-product';
import type { Addon } from '../entities/profile';

/**
 * What kind of addon a plan or addon on a product is, for the account's addon list: the base plan is the plan;
 * international allowances with data are roaming; international allowances alone are calling; the rest is data.
 */
export function addonKind(addon: Pick<MobileAddon, 'isBasePlan' | 'Characteristics'>): Addon['Kind'] {
  if (addon.isBasePlan) return 'plan';
  const ch = addon.Characteristics;
  const international = Object.keys(ch).some(
    (k) => k.startsWith('ocs.RecurringIDD') || k.startsWith('ocs.IDD'),
  );
  const data = 'ocs.RecurringDataAllowance' in ch || 'ocs.DataUsageRule' in ch;
  if (international) return data ? 'roaming' : 'calling';
  return 'data';
}

/** The addons of an account: those on its mobile products, plan first on each. */
export function accountAddons(
  customerUUID: string,
  products: readonly { Addons: readonly MobileAddon[] }[],
): Addon[] {
  return products.flatMap((product) =>
    [...product.Addons]
      .sort((a, b) => Number(b.isBasePlan) - Number(a.isBasePlan))
      .map((addon) => ({
        UUID: addon.UUID,
        CustomerUUID: customerUUID,
        Name: addon.Name,
        Kind: addonKind(addon),
      })),
  );
}
