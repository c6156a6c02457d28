import { contracts, type MobileProduct } from '@portal/shared';
import type { MockContext } from '../context';
import { notFound } from '../http/api-error';
import { route } from '../http/route';
import { settleMobileProduct } from './mobile-renewal';
import { settleActivation } from './mobile-activation';
import { settlePort } from '../porting/settle';
import { productAnswer } from './product-answer';
import type { HandlerGroup } from './types';

const c = contracts.mobileProducts;

/** An account's mobile services as they are now, oldest first (the order the current-product rule reads). */
export async function mobileProductsOf(ctx: MockContext, customerUUID: string): Promise<MobileProduct[]> {
  const stored = ctx.db.mobileProducts
    .where((p) => p.CustomerUUID === customerUUID)
    .sort((a, b) => a.CreatedAtNanos - b.CreatedAtNanos);
  return Promise.all(
    stored.map(async (p) => settleMobileProduct(ctx, await settlePort(ctx, await settleActivation(ctx, p)))),
  );
}

export const mobileProductHandlers: HandlerGroup = (ctx) => [
  route(ctx, c.list, async ({ params }) => ({
    MobileProducts: (await mobileProductsOf(ctx, params.uuid)).map((p) => productAnswer(ctx, p)),
  })),
  route(ctx, c.get, async ({ params }) => {
    const product = ctx.db.mobileProducts.find(params.mobileUuid);
    // Another account's product is as unknown as a missing one.
    if (!product || product.CustomerUUID !== params.uuid) throw notFound();
    return productAnswer(
      ctx,
      await settleMobileProduct(ctx, await settlePort(ctx, await settleActivation(ctx, product))),
    );
  }),
];
