import { catalogueEntries, type ShopAddressFixture } from '@portal/fixtures';
import {
  addonFromPlan,
  basePlanFields,
  cartTotals,
  FibreExternalReferenceSchema,
  nzDate,
  PlaceShopOrderSchema,
  planFwaTimeline,
  simDeliveryEstimate,
  SPID,
  type FwaOrder,
  type MobileProduct,
  type PlaceShopOrder,
  type Provisioned,
  type ShopOrder,
  type ShopOrderLine,
  type StoredShopOrder,
  type UfbPlan,
} from '@portal/shared';
import type { z } from 'zod';
import type { MockContext } from '../context';
import { badRequest } from '../http/api-error';
import { byUuid, unknownReference } from '../handlers/provider-store/common';
import { createFibreOrder } from '../handlers/provider-store/fibre-orders';
import { processRandom } from '../sim/processes';
import { lfcProductAt, shopAddressOf } from './fibre-at-address';
import { fwaPlanOf } from './fwa-products';
import { serviceLocation } from './service-location';
import { shopOrderView } from './order-view';

type Line = z.infer<typeof PlaceShopOrderSchema>['Lines'][number];

/** NZ prices include GST at 15%: the tax part of an amount is 3/23 of it. */

function nextOrderNumber(ctx: MockContext): string {
  let max = 100000;
  for (const o of ctx.db.shopOrders.all()) max = Math.max(max, Number(o.OrderNumber.slice(4)));
  return `ORD-${max + 1}`;
}

/**
 * The LFC product a fibre plan is delivered on: the one named, else the product of the plan's speed from the fibre
 * company whose network reaches the address. An address the shop does not know gets any live product of the speed.
 */
function lfcProductOf(ctx: MockContext, line: Line, plan: UfbPlan, place: ShopAddressFixture | undefined) {
  if (line.LFCProductUUID) {
    const named = byUuid(ctx.db.lfcProducts, line.LFCProductUUID);
    if (!named || named.DeletedAtNanos !== null || (place?.lfc && named.LFC !== place.lfc))
      throw unknownReference('LFCProductUUID', 'No such LFC product');
    return named;
  }
  if (place?.lfc) {
    const atAddress = lfcProductAt(ctx, place.lfc, plan);
    if (!atAddress) throw unknownReference('UFBPlanUUID', 'The plan is not sold at this address');
    return atAddress;
  }
  const live = ctx.db.lfcProducts.where((p) => p.DeletedAtNanos === null);
  const found = live.find((p) => p.DownloadMbps === plan.DownloadMbps) ?? live[0];
  if (!found) throw unknownReference('LFCProductUUID', 'No LFC product');
  return found;
}

/** A contact detail the shopper gave, when the provider's order accepts it; else the customer's own. */
function contactField(
  field: 'SiteContactName' | 'SiteContactPhone' | 'SiteContactEmail',
  given: unknown,
  own: string,
) {
  const schema = FibreExternalReferenceSchema.shape[field];
  const parsed = given ? schema.safeParse(given) : undefined;
  return parsed?.success && parsed.data ? parsed.data : own;
}

/**
 * The fibre order the provider works from, carrying what the shopper gave and the availability check found: the
 * address search's full record, the prequalification, the wished ready-for-service date and the site contact.
 */
async function provisionFibre(
  ctx: MockContext,
  customerUUID: string,
  line: Line,
  fail: boolean,
  orderNumber: string | undefined,
) {
  const plan = line.UFBPlanUUID ? byUuid(ctx.db.ufbPlans, line.UFBPlanUUID) : undefined;
  if (!plan) throw unknownReference('UFBPlanUUID', 'No such fibre plan');
  const customer = byUuid(ctx.db.customers, customerUUID);
  const contact = line.SiteContact ?? {};
  const rsfMs = line.RSFDate !== undefined ? Math.floor(line.RSFDate / 1_000_000) : ctx.sim.clock.now();
  const place = shopAddressOf(line);
  const order = await createFibreOrder(
    ctx,
    {
      CustomerUUID: customerUUID,
      PlanUUID: plan.UUID,
      LFCProductUUID: lfcProductOf(ctx, line, plan, place).UUID,
      Address: serviceLocation(line.ServiceAddress ?? 'Service address not given', place),
      ExternalReference: {
        OrderType: line.OrderType ?? 'ConnectPrimary',
        ServiceType: 'UFB',
        RSFDate: nzDate(rsfMs),
        SiteContactName: contactField(
          'SiteContactName',
          contact.Name,
          customer ? `${customer.FirstName} ${customer.LastName}`.trim() : '',
        ),
        SiteContactPhone: contactField('SiteContactPhone', contact.Phone, customer?.MobileNumber ?? ''),
        SiteContactEmail: contactField('SiteContactEmail', contact.Email, customer?.Email ?? ''),
      },
    },
    {
      fail,
      ...(orderNumber ? { orderNumber } : {}),
      ...(line.PrequalUUID ? { prequalUUID: line.PrequalUUID } : {}),
    },
  );
  return { Kind: 'UFB_order' as const, UUID: order.UUID, ProductUUID: order.ProductUUID };
}

async function provisionFwa(
  ctx: MockContext,
  customerUUID: string,
  shopOrderUUID: string,
  line: Line,
  fail: boolean,
) {
  const now = ctx.sim.clock.nowNanos();
  const UUID = crypto.randomUUID();
  const order: FwaOrder = {
    UUID,
    SPID,
    CustomerUUID: customerUUID,
    ShopOrderUUID: shopOrderUUID,
    PlanName: line.Name,
    ...(fwaPlanOf(line.ItemUUID) ? { PlanUUID: line.ItemUUID } : {}),
    ServiceAddress: line.ServiceAddress ?? '',
    Timeline: planFwaTimeline(now, { random: processRandom(ctx.sim, UUID), fail }),
    Appointment: null,
    CreatedAtNanos: now,
  };
  await ctx.db.fwaOrders.insert(order);
  return { Kind: 'FWA_order' as const, UUID };
}

/** A SIM, pre-activated (status 2) and ready for activation, with the plan bought with it. */
async function provisionSim(ctx: MockContext, customerUUID: string, line: Line, random: () => number) {
  const nowMs = ctx.sim.clock.now();
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join('');
  const plan = catalogueEntries.find((e) => e.UUID === line.ProductCatalogUUID);
  const esim = line.VirtualType === 'VT_ESIM';
  const serial = digits(7);
  const addons = plan
    ? [addonFromPlan(plan, { UUID: crypto.randomUUID(), startedMs: nowMs, subscribe: true })]
    : [];
  const product: MobileProduct = {
    UUID: crypto.randomUUID(),
    CustomerUUID: customerUUID,
    Status: 2,
    BillingReference: '',
    MSISDN: `6421${serial}`,
    IMSI: `5300500${serial}`,
    SIMID: `896405000${serial}${digits(2)}`,
    SimType: esim ? 'ESIM' : 'physical',
    ...(esim ? { ESIMActivationCode: `LPA:1$smdp.provider.example.nz$${serial}-ESIM` } : {}),
    CreatedAtNanos: nowMs * 1_000_000,
    PortingState: 0,
    Addons: addons,
    ...basePlanFields(plan, addons.length > 0),
  };
  await ctx.db.mobileProducts.insert(product);
  return { Kind: 'mobile' as const, UUID: product.UUID };
}

/**
 * Turns paid purchase lines into the records that serve them: a fibre line creates the UFB_order (and its fibre
 * product) the console shows, a fixed-wireless line an FWA order with its own lifecycle, each SIM a pre-activated
 * mobile product on its way within 3 to 7 working days. The `orders.fail` scenario (for this customer or
 * everyone) makes the broadband orders fail. A second placement for the same payment returns the first order.
 */
export async function placeShopOrder(
  ctx: MockContext,
  input: PlaceShopOrder,
  opts: { fail?: boolean } = {},
): Promise<ShopOrder> {
  const parsed = PlaceShopOrderSchema.parse(input);
  if (parsed.Lines.length === 0) throw badRequest('no_order_items');
  if (!byUuid(ctx.db.customers, parsed.CustomerUUID))
    throw unknownReference('CustomerUUID', 'No such customer');
  const paid = parsed.PaymentIntentUUID;
  const already = paid && ctx.db.shopOrders.first((o) => o.PaymentIntentUUID === paid);
  if (already) return shopOrderView(ctx, already);

  const fail = opts.fail ?? ctx.sim.scenarioOn('orders.fail', { customerUUID: parsed.CustomerUUID });
  const UUID = crypto.randomUUID();
  const random = processRandom(ctx.sim, UUID);
  const nowMs = ctx.sim.clock.now();
  const orderNumber = nextOrderNumber(ctx);
  // The provider's fibre order keeps the shop order's number, so customer and operator speak of one order.
  let fibreNumber: string | undefined = orderNumber;
  const lines: ShopOrderLine[] = [];
  for (const line of parsed.Lines) {
    const provisioned: Provisioned[] = [];
    const isSim =
      line.ServiceType === 'MOBILE' && (line.PhysicalType === 'SIM' || line.VirtualType === 'VT_ESIM');
    if (line.ServiceType === 'UFB' && line.PhysicalType !== 'MODEM') {
      provisioned.push(await provisionFibre(ctx, parsed.CustomerUUID, line, fail, fibreNumber));
      fibreNumber = undefined;
    } else if (line.ServiceType === 'FWA' && line.PhysicalType !== 'MODEM')
      provisioned.push(await provisionFwa(ctx, parsed.CustomerUUID, UUID, line, fail));
    else if (isSim)
      for (let i = 0; i < line.Quantity; i++)
        provisioned.push(await provisionSim(ctx, parsed.CustomerUUID, line, random));
    const physical = isSim ? line.VirtualType !== 'VT_ESIM' : line.PhysicalType === 'MODEM';
    lines.push({
      UUID: crypto.randomUUID(),
      ItemUUID: line.ItemUUID,
      SPID,
      Name: line.Name,
      Description: line.Description,
      Quantity: line.Quantity,
      PriceCents: line.PriceCents,
      PriceCatalogCents: line.PriceCents,
      ...cartTotals([line]),
      ...(line.ProductAvailabilityUUID ? { ProductAvailabilityUUID: line.ProductAvailabilityUUID } : {}),
      ...(line.ProductCatalogUUID ? { ProductCatalogUUID: line.ProductCatalogUUID } : {}),
      Type: line.Type,
      VirtualType: line.VirtualType,
      PhysicalType: line.PhysicalType ?? (isSim ? 'SIM' : 'MODEM'),
      ServiceType: line.ServiceType,
      Shipped: false,
      Delivered: false,
      Attributes: line.Attributes,
      Products: provisioned.map((p) => p.UUID),
      Provisioned: provisioned,
      ...(physical ? { DeliveryEstimate: simDeliveryEstimate(nowMs) } : {}),
    });
  }
  const stored: StoredShopOrder = {
    UUID,
    SPID,
    OrderNumber: orderNumber,
    CustomerUUID: parsed.CustomerUUID,
    Lines: lines,
    ...cartTotals(lines),
    ...(paid ? { PaymentIntentUUID: paid } : {}),
    CreatedAtNanos: nowMs * 1_000_000,
  };
  await ctx.db.shopOrders.insert(stored);
  return shopOrderView(ctx, stored);
}
