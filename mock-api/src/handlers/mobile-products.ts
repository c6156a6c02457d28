import { contracts, type MobileProduct } from '@portal/shared';
import type { MockContext } from '../context';
import { notFound } from '../http/api-error';
import { route } from '../http/route';
import type { HandlerGroup } from './types';

const c = contracts.mobileProducts;

/** An account's mobile services, oldest first (the order the current-product rule reads them in). */
export const mobileProductsOf = (ctx: MockContext, customerUUID: string): MobileProduct[] =>
  ctx.db.mobileProducts
    .where((p) => p.CustomerUUID === customerUUID)
    .sort((a, b) => a.CreatedAtNanos - b.CreatedAtNanos);

export const mobileProductHandlers: HandlerGroup = (ctx) => [
  route(ctx, c.list, ({ params }) => ({ MobileProducts: mobileProductsOf(ctx, params.uuid) })),
  route(ctx, c.get, ({ params }) => {
    const product = ctx.db.mobileProducts.find(params.mobileUuid);
    // Another account's product is as unknown as a missing one.
    if (!product || product.CustomerUUID !== params.uuid) throw notFound();
    return product;
  }),
];
