import type { MockContext } from '../context';
import { settleMobileProduct } from '../handlers/mobile-renewal';
import { closeEndedPeriods, postpayBilling, type PostpayBilling } from './accounts';

/**
 * A postpay account as it stands now: the service's renewals and scheduled plan change settled first (so their
 * charges land in the periods they happened in), then every period that has ended kept as its invoice.
 */
export async function settledBilling(ctx: MockContext, customerUUID: string): Promise<PostpayBilling> {
  const first = postpayBilling(ctx.db, customerUUID);
  await settleMobileProduct(ctx, first.product);
  return closeEndedPeriods(ctx.db, postpayBilling(ctx.db, customerUUID), ctx.sim.clock.now());
}
