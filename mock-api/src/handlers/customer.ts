import {
  contracts,
  creditExpiresAtNanos,
  currentProduct,
  type Customer,
  type CustomerEntity,
} from '@portal/shared';
import type { MockContext } from '../context';
import { transactionsOf } from '../billing/transactions';
import { notFound } from '../http/api-error';
import { route } from '../http/route';
import { activeCards } from '../payments/engine';
import { mobileProductsOf } from './mobile-products';
import { productView } from './provider-store/views';
import type { HandlerGroup } from './types';

const c = contracts.customer;

/** The customer entity: the account with its services, the current service's info, cards and payment history. */
async function customerEntity(ctx: MockContext, customer: Customer): Promise<CustomerEntity> {
  const mobiles = await mobileProductsOf(ctx, customer.UUID);
  const current = currentProduct(mobiles);
  const plan = current?.Addons.find((a) => a.isBasePlan);
  const fibre = ctx.db.ufbProducts.where(
    (p) => p.CustomerUUID === customer.UUID && p.DeletedAtNanos === null,
  );
  const fwa = mobiles.filter((m) => m.ProductType === 'mobileFWA');
  const cards = activeCards(ctx, customer.UUID);
  return {
    ...customer,
    services: [
      ...mobiles
        .filter((m) => m.ProductType !== 'mobileFWA')
        .map((m) => ({
          UUID: m.UUID,
          Kind: 'mobile' as const,
          Status: m.Status,
          Name: m.Addons.find((a) => a.isBasePlan)?.Name ?? '',
          MSISDN: m.MSISDN,
        })),
      ...fwa.map((m) => ({
        UUID: m.UUID,
        Kind: 'FWA' as const,
        Status: m.Status,
        Name: m.Addons.find((a) => a.isBasePlan)?.Name ?? '',
      })),
      ...fibre.map((p) => ({
        UUID: p.UUID,
        Kind: 'UFB' as const,
        Status: productView(p, ctx.sim.clock.nowNanos()).Status,
        Name: ctx.db.ufbPlans.find(p.PlanUUID)?.Name ?? '',
      })),
    ],
    info: {
      balance: current?.MainBalCreditCents ?? 0,
      expireAt: current ? creditExpiresAtNanos(current, ctx.sim.clock.now()) : null,
      currentPlan: plan ? { id: plan.UUID, dateExpire: plan.ExpiresAtNanos } : null,
    },
    cards: cards.map((card) => ({
      cardId: card.UUID,
      brand: card.CardType,
      last4: card.CardLast4,
      expMonth: card.CardExpiryMonth,
      expYear: card.CardExpiryYear,
      default: card.Rank === 1,
    })),
    paymentHistory: transactionsOf(ctx.db, customer.UUID),
  };
}

export const customerHandlers: HandlerGroup = (ctx) => [
  route(ctx, c.listMine, async ({ session }) => ({
    Customers: await Promise.all(
      session.login.CustomerUUIDs.map((uuid) => ctx.db.customers.find(uuid))
        .filter((x) => x !== undefined)
        .map((customer) => customerEntity(ctx, customer)),
    ),
  })),
  route(ctx, c.get, ({ params }) => {
    const customer = ctx.db.customers.find(params.uuid);
    if (!customer) throw notFound();
    return customer;
  }),
];
