import type { MobileProduct, StoredVoucher } from '@portal/shared';
import type { MockContext } from '../context';
import { conflict, notFound } from '../http/api-error';
import { addCredit, recordTopUp } from './prepay-credit';

/** A voucher that can still be redeemed; an unknown code or a used one is refused with its text. */
export function redeemableVoucher(ctx: MockContext, code: string): StoredVoucher {
  const voucher = ctx.db.vouchers.find(code.trim());
  if (!voucher) throw notFound('voucher_not_found');
  if (voucher.RedeemedAtNanos !== undefined) throw conflict('voucher_used');
  return voucher;
}

/** Redeems a voucher onto a prepay service: marked used, credit added, history written. Single-use. */
export async function redeemVoucher(
  ctx: MockContext,
  code: string,
  product: MobileProduct,
  source: 'voucher' | 'guest',
): Promise<{ creditCents: number; balanceCents: number }> {
  const voucher = redeemableVoucher(ctx, code);
  await ctx.db.vouchers.update(voucher.Code, (d) => {
    d.RedeemedAtNanos = ctx.sim.clock.nowNanos();
    d.RedeemedByProductUUID = product.UUID;
  });
  const balanceCents = await addCredit(ctx, product.UUID, voucher.CreditCents);
  await recordTopUp(ctx, {
    CustomerUUID: product.CustomerUUID,
    ProductUUID: product.UUID,
    AmountCents: voucher.CreditCents,
    Source: source,
    Status: 'completed',
  });
  return { creditCents: voucher.CreditCents, balanceCents };
}
