import { catalogueEntries, fwaPlans, modems, simItems } from '@portal/fixtures';
import {
  cartItemKind,
  CART_DELAY_MS,
  cartTotals,
  contracts,
  customerCreation,
  SPID,
  type CartItem,
  type CartItemAttributes,
  type BodyOf,
  type FibreCartRequest,
  type ShopCart,
  maxQuantity,
} from '@portal/shared';
import type { z } from 'zod';
import type { MockContext } from '../context';
import { badRequest, notFound } from '../http/api-error';
import { routeVersions, type Behaviour } from '../http/route';
import type { Session } from '../http/session';
import { fibrePlansAt, fibrePlansOnSale, shopAddressOf } from '../shop/fibre-at-address';
import type { HandlerGroup } from './types';

const c = contracts.shopCart;
type ItemRequest = z.infer<typeof c.save.body>['Items'][number];

const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));
/** Every cart call takes a while, as the provider's cart service does. */
const cartDelay = (ctx: MockContext) =>
  sleep(CART_DELAY_MS[0] + Math.round(ctx.sim.random() * (CART_DELAY_MS[1] - CART_DELAY_MS[0])));

/** The fibre plans an item may be: those sold at its address when the shop knows the address, else all on sale. */
function fibrePlansFor(ctx: MockContext, item: ItemRequest) {
  const place = shopAddressOf(item.Attributes.UFBAttributes ?? {});
  return place ? fibrePlansAt(ctx, place) : fibrePlansOnSale(ctx);
}

/** The name and GST-inclusive price of what an item asks for, from the catalogue; an unknown item is refused. */
function catalogueLine(ctx: MockContext, item: ItemRequest): { Name: string; PriceCents: number } {
  const kind = cartItemKind(item);
  if (kind === 'sim') {
    const sim = simItems.find((s) => s.UUID === item.ItemUUID);
    if (!sim) throw badRequest('unknown_sim_type');
    return { Name: sim.Name, PriceCents: sim.PriceCents };
  }
  if (kind === 'modem') {
    const modem = modems.find((m) => m.ItemUUID === item.ItemUUID && m.ServiceType === item.ServiceType);
    if (!modem) throw badRequest('no_modem_data');
    return { Name: modem.Name, PriceCents: modem.Price };
  }
  if (kind === 'broadband-plan') {
    const plans = item.ServiceType === 'UFB' ? fibrePlansFor(ctx, item) : fwaPlans;
    const plan = plans.find((p) => p.UUID === item.ItemUUID);
    if (!plan) throw badRequest(item.ServiceType === 'UFB' ? 'ufb_cart_item_failed' : 'plan_not_found');
    return { Name: plan.Name, PriceCents: plan.Cents };
  }
  const plan = catalogueEntries.find((p) => p.UUID === item.ItemUUID);
  if (!plan) throw badRequest('plan_not_found');
  return { Name: plan.Name, PriceCents: plan.Cents };
}

/** Attributes the purchase needs that the shopper did not set: how the customer is created, modem defaults. */
function completeAttributes(item: ItemRequest): CartItemAttributes {
  const attributes = { ...item.Attributes };
  attributes.CustomerCreation ??= customerCreation(item, false);
  if (cartItemKind(item) === 'modem') {
    attributes.SetupBillRouting ??= false;
    attributes.SetupMobileGroup ??= false;
  }
  return attributes;
}

function cartItem(ctx: MockContext, asked: ItemRequest): CartItem {
  // A broadband plan is one connection: a line of it holds one, whatever was asked.
  const item = { ...asked, Quantity: Math.min(asked.Quantity, maxQuantity(asked)) };
  const { Name, PriceCents } = catalogueLine(ctx, item);
  return {
    ...item,
    UUID: crypto.randomUUID(),
    Name,
    PriceCents,
    PriceCatalogCents: PriceCents,
    ...cartTotals([{ PriceCents, Quantity: item.Quantity }]),
    Status: 'CART',
    Attributes: completeAttributes(item),
    Products: [],
  };
}

/** A cart a customer has claimed is theirs alone; to anyone else it does not exist. */
function visibleTo(cart: ShopCart | undefined, session: Session | null): cart is ShopCart {
  return !!cart && (!cart.CustomerUUID || !!session?.owns(cart.CustomerUUID));
}

export const cartNumber = (ctx: MockContext) =>
  `C${String(Math.floor(ctx.sim.random() * 1e8)).padStart(8, '0')}`;

/** Saves a cart as asked (v3, and the older versions that share it). */
export const saveCart: Behaviour<typeof c.save> = async ({ body, session }, ctx) => {
  await cartDelay(ctx);
  const existing = ctx.db.shopCarts.find(body.UUID);
  if (existing && !visibleTo(existing, session)) throw notFound();
  if (body.CustomerUUID && !session?.owns(body.CustomerUUID)) throw notFound();
  const items = body.Items.filter((i) => i.Quantity > 0).map((i) => cartItem(ctx, i));
  const owner = body.CustomerUUID ?? existing?.CustomerUUID;
  const address = body.Address ?? existing?.Address;
  const cart: ShopCart = {
    SPID,
    UUID: body.UUID,
    Number: existing?.Number ?? cartNumber(ctx),
    ...(owner ? { CustomerUUID: owner } : {}),
    ...(address ? { Address: address } : {}),
    Items: items,
    ...cartTotals(items),
  };
  // A customer has one open cart: claiming this one replaces any other.
  if (owner)
    ctx.db.shopCarts.removeWhere((other) => other.CustomerUUID === owner && other.UUID !== cart.UUID);
  return ctx.db.shopCarts.upsert(cart.UUID, cart, (draft) => Object.assign(draft, cart));
};

const getCart: Behaviour<typeof c.get> = async ({ params, session }, ctx) => {
  await cartDelay(ctx);
  const cart = ctx.db.shopCarts.find(params.uuid);
  if (!visibleTo(cart, session)) throw notFound('cart_not_found');
  return cart;
};

const customerCart: Behaviour<typeof c.ofCustomer> = async ({ params }, ctx) => {
  await cartDelay(ctx);
  const cart = ctx.db.shopCarts.first((x) => x.CustomerUUID === params.uuid);
  const empty: ShopCart = {
    SPID,
    UUID: crypto.randomUUID(),
    Number: '',
    CustomerUUID: params.uuid,
    Items: [],
    AmountCents: 0,
    AmountTaxCents: 0,
  };
  return cart ?? empty;
};

/** The older fibre cart as the v3 cart it is kept as: fibre items carrying the order's details. */
export function fibreCartAsV3(body: FibreCartRequest): BodyOf<typeof c.save> {
  const ref = body.ExternalReference;
  const contact = {
    ...(ref.SiteContactName ? { Name: ref.SiteContactName } : {}),
    ...(ref.SiteContactPhone ? { Phone: ref.SiteContactPhone } : {}),
    ...(ref.SiteContactEmail ? { Email: ref.SiteContactEmail } : {}),
  };
  const address = body.Address ? { ...body.Address, ...contact } : undefined;
  const formatted = body.Address?.Formatted;
  return {
    SPID: body.SPID,
    UUID: body.UUID,
    ...(body.CustomerUUID ? { CustomerUUID: body.CustomerUUID } : {}),
    ...(address ? { Address: address } : {}),
    Items: body.Items.map((item) => ({
      ItemUUID: item.ItemUUID,
      Type: item.Type,
      VirtualType: item.VirtualType,
      ...(item.Type === 'TYPE_PRODUCT' ? { PhysicalType: 'MODEM' as const } : {}),
      ServiceType: 'UFB' as const,
      Quantity: 1,
      SelfManaged: false,
      Attributes: {
        BillingReference: 'postpay' as const,
        AutoRenew: true,
        UFBAttributes: {
          ServiceType: 'Managed' as const,
          OrderType: ref.OrderType,
          ...(ref.ServiceAvailabilityUUID ? { PrequalUUID: ref.ServiceAvailabilityUUID } : {}),
          ...(ref.RSFDate !== undefined ? { RSFDate: ref.RSFDate } : {}),
          ...(formatted ? { ServiceAddress: formatted } : {}),
          ...(ref.TransferFrom ? { TransferFrom: ref.TransferFrom } : {}),
        },
      },
    })),
  };
}

const older = contracts.olderShopCart;

export const shopCartHandlers: HandlerGroup = (ctx) => [
  ...routeVersions(ctx, c.save, [older.saveV1], saveCart),
  ...routeVersions(ctx, c.get, [older.getV1], getCart),
  ...routeVersions(ctx, c.ofCustomer, [older.ofCustomerV1], customerCart),
  ...routeVersions(ctx, older.fibreCartV2, [older.ufbCart], (req) =>
    saveCart({ ...req, body: fibreCartAsV3(req.body) }, ctx),
  ),
];
