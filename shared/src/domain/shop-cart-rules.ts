import type { CartItem, CartItemInput, CustomerCreation, OrderType } from '../entities/shop-cart';
import { ERRORS } from '../errors';

/*
 * The rules of the shop cart, the same in the browser and in the simulated backend.
 */

/** New Zealand prices include GST at 15%: the tax part of a GST-inclusive amount. */
export const gstPartOf = (inclusiveCents: number) => Math.round((inclusiveCents * 3) / 23);

/** The transfer choice of the broadband flow; `required` is absent until the shopper has chosen. */
export interface TransferChoice {
  required?: boolean | undefined;
}

/** A fibre plan transfers an existing connection when the shopper asks for it, else it is a new connection. */
export function fibreOrderType(transfer: TransferChoice | undefined): OrderType {
  return transfer?.required ? 'TransferPrimary' : 'ConnectPrimary';
}

/** A modem joins a connection of its own (MultiPrimary) only when the shopper said no transfer in so many words. */
export function modemOrderType(transfer: TransferChoice | undefined): OrderType {
  return transfer?.required === false ? 'MultiPrimary' : fibreOrderType(transfer);
}

export type CartItemKind = 'sim' | 'plan' | 'broadband-plan' | 'modem';

/** What an item is, read from its types. */
export function cartItemKind(
  item: Pick<CartItemInput, 'Type' | 'PhysicalType' | 'ServiceType'>,
): CartItemKind {
  if (item.PhysicalType === 'MODEM') return 'modem';
  if (item.ServiceType !== 'MOBILE' && item.Type === 'TYPE_VIRTUAL') return 'broadband-plan';
  if (item.Type === 'TYPE_VIRTUAL' && item.PhysicalType !== 'SIM') return 'plan';
  return 'sim';
}

/**
 * How the purchase creates the customer: modems hang off the buyer's account; fibre plans and self-managed SIMs
 * of a saved SIM list reuse the buyer; other SIMs get a customer of their own.
 */
export function customerCreation(
  item: Pick<CartItemInput, 'Type' | 'PhysicalType' | 'ServiceType' | 'SelfManaged'>,
  simListSaved: boolean,
): CustomerCreation {
  const kind = cartItemKind(item);
  if (kind === 'modem') return 'AddChildCustomer';
  if (kind === 'broadband-plan') return 'ReuseTheCustomer';
  return item.SelfManaged && simListSaved ? 'ReuseTheCustomer' : 'BrandNewCustomer';
}

const isMobile = (item: Pick<CartItemInput, 'ServiceType'>) => item.ServiceType === 'MOBILE';

/** Choosing another SIM replaces any SIM and mobile plan items already in the cart; broadband stays. */
export function switchSim<T extends Pick<CartItemInput, 'ServiceType'>>(
  items: readonly T[],
  chosen: readonly T[],
): T[] {
  return [...items.filter((i) => !isMobile(i)), ...chosen];
}

/** The most of one line a cart takes of anything but a broadband plan. */
export const CART_LINE_MAX = 5;

/** A broadband plan is one connection at one address: one per line. Anything else up to five. */
export function maxQuantity(item: Pick<CartItemInput, 'Type' | 'PhysicalType' | 'ServiceType'>): number {
  return cartItemKind(item) === 'broadband-plan' ? 1 : CART_LINE_MAX;
}

/** Sets the quantity of the item at `index`; a quantity of 0 removes it. */
export function setQuantity<T extends { Quantity?: number | undefined }>(
  items: readonly T[],
  index: number,
  quantity: number,
): T[] {
  if (quantity <= 0) return items.filter((_, i) => i !== index);
  return items.map((item, i) => (i === index ? { ...item, Quantity: quantity } : item));
}

/**
 * A cart's or an order's totals: the amount before GST and the GST, from GST-inclusive line prices. Carts, orders
 * and their lines all say amounts this way, so the same purchase reads the same everywhere; the total paid is
 * `AmountCents + AmountTaxCents`.
 */
export function cartTotals(items: readonly Pick<CartItem, 'PriceCents' | 'Quantity'>[]) {
  const inclusive = items.reduce((sum, i) => sum + i.PriceCents * i.Quantity, 0);
  const tax = gstPartOf(inclusive);
  return { AmountCents: inclusive - tax, AmountTaxCents: tax };
}

export interface PurchaseAnalytics {
  value: number;
  currency: 'NZD';
  items: { item_id: string; item_name: string; quantity: number; price: number }[];
}

/** The purchase analytics event: (amount + tax) in cents over 100, in NZD, with the items bought. */
export function purchaseAnalytics(cart: {
  AmountCents: number;
  AmountTaxCents: number;
  Items: readonly Pick<CartItem, 'ItemUUID' | 'Name' | 'Quantity' | 'PriceCents'>[];
}): PurchaseAnalytics {
  return {
    value: (cart.AmountCents + cart.AmountTaxCents) / 100,
    currency: 'NZD',
    items: cart.Items.map((i) => ({
      item_id: i.ItemUUID,
      item_name: i.Name,
      quantity: i.Quantity,
      price: i.PriceCents / 100,
    })),
  };
}

export type ShopSimType = 'esim' | 'sim' | 'fwa-sim';
const SIM_TYPES: readonly string[] = ['esim', 'sim', 'fwa-sim'] satisfies ShopSimType[];

export class ShopRuleError extends Error {}

/** Only the three SIM kinds of the catalogue can be bought: anything else is 'Unknown SIM type'. */
export function requireSimType(type: string): ShopSimType {
  if (!SIM_TYPES.includes(type)) throw new ShopRuleError(ERRORS.unknown_sim_type);
  return type as ShopSimType;
}

/** A plan for SIMs needs at least one way to buy it (an availability), else 'Plan not specified'. */
export function requirePlan<P extends { Availabilities?: readonly unknown[] | undefined }>(
  plan: P | undefined | null,
): P {
  if (!plan || !plan.Availabilities || plan.Availabilities.length === 0)
    throw new ShopRuleError(ERRORS.plan_not_specified);
  return plan;
}

/** A fibre plan item needs the plan's id, else 'Failed to create UFB cart item'. */
export function requireFibrePlanUuid(planUuid: string | undefined | null): string {
  if (!planUuid) throw new ShopRuleError(ERRORS.ufb_cart_item_failed);
  return planUuid;
}

/**
 * What a cart or an order charges, as both store it: AmountCents is the amount before GST and AmountTaxCents the
 * GST, so the total is their sum. Screens read amounts through this, never working GST out themselves.
 */
export function chargedAmounts(charged: { AmountCents: number; AmountTaxCents: number }) {
  return {
    beforeGstCents: charged.AmountCents,
    gstCents: charged.AmountTaxCents,
    totalCents: charged.AmountCents + charged.AmountTaxCents,
  };
}
