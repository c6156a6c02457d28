import type { MobileProduct, MobileProductView } from '../entities/mobile-product';
import { usageBalance, type BalanceType } from './mobile-usage';

const BALANCE_TYPES: readonly BalanceType[] = [
  'Data',
  'Mins',
  'IDDMins',
  'TXTs',
  'IDDTXTs',
  'PXTs',
  'TetheringData',
];

/**
 * A mobile service as it is answered at `nowMs`: each Total* is the Total its usage balance gives that type (so
 * the product and the usage screens never disagree), 0 for a type it has no allowance of.
 */
export function mobileProductView(product: MobileProduct, nowMs: number): MobileProductView {
  const balance = usageBalance(product, nowMs);
  const totalOf = (type: BalanceType) => balance.find((b) => b.Type === type)?.Total ?? 0;
  const totals = Object.fromEntries(BALANCE_TYPES.map((t) => [`Total${t}`, totalOf(t)])) as Record<
    `Total${BalanceType}`,
    number
  >;
  return {
    ...product,
    ...totals,
    ServiceAddress: '',
    ProductCatalogUUID: product.Addons.find((a) => a.isBasePlan)?.ProductCatalogEntryUUID ?? null,
  };
}
