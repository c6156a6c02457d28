import { promoCodes } from '@portal/fixtures';
import { contracts, serviceType, type MobileProduct } from '@portal/shared';
import { conflict, notFound } from '../http/api-error';
import { route } from '../http/route';
import { addCredit, firstPrepayProduct, prepayProduct, recordTopUp } from '../money/prepay-credit';
import { redeemableVoucher, redeemVoucher } from '../money/vouchers';
import type { MockContext } from '../context';
import type { HandlerGroup } from './types';

const c = contracts.prepay;

/**
 * The service a voucher credits: a prepay one, or a SIM still being set up (onboarding asks for a voucher before
 * the SIM is activated, and the credit waits on it).
 */
function voucherTarget(ctx: MockContext, customerUUID: string, productUUID: string): MobileProduct {
  const product = ctx.db.mobileProducts.find(productUUID);
  if (product && product.CustomerUUID === customerUUID && serviceType(product) === 'Not Activated') {
    return product;
  }
  return prepayProduct(ctx, customerUUID, productUUID);
}

export const voucherHandlers: HandlerGroup = (ctx) => [
  route(ctx, c.checkVoucher, ({ params }) => {
    voucherTarget(ctx, params.uuid, params.product);
    const voucher = redeemableVoucher(ctx, params.code);
    return { Code: voucher.Code, CreditCents: voucher.CreditCents, Valid: true };
  }),

  route(ctx, c.redeemVoucher, async ({ params }) => {
    const product = voucherTarget(ctx, params.uuid, params.product);
    const redeemed = await redeemVoucher(ctx, params.code, product, 'voucher');
    return { Attributes: { CreditCents: redeemed.creditCents }, MainBalCreditCents: redeemed.balanceCents };
  }),

  route(ctx, c.promoCode, async ({ params, body }) => {
    const code = body.Code.toUpperCase();
    const credit = promoCodes[code];
    if (credit === undefined) throw notFound('promo_code_not_found');
    const key = `${code}:${params.uuid}`;
    if (ctx.db.promoUses.find(key)) throw conflict('promo_code_used');
    const product = firstPrepayProduct(ctx, params.uuid);
    // The catalogue's code for an account with no prepay product at all.
    if (!product) throw conflict('any_service');
    await ctx.db.promoUses.insert({
      Key: key,
      Code: code,
      CustomerUUID: params.uuid,
      CreditCents: credit,
      UsedAtNanos: ctx.sim.clock.nowNanos(),
    });
    const balance = await addCredit(ctx, product.UUID, credit);
    await recordTopUp(ctx, {
      CustomerUUID: params.uuid,
      ProductUUID: product.UUID,
      AmountCents: credit,
      Source: 'promo',
      Status: 'completed',
    });
    return { Attributes: { CreditCents: credit }, MainBalCreditCents: balance };
  }),
];
