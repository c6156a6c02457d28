import { PORT_STATE_NUMBER, stepAt, type MobileProduct } from '@portal/shared';
import type { MockContext } from '../context';

/**
 * A SIM as its newest port leaves it: the port's numeric state, and once the port has completed, the number that
 * came in. Settled when read, so it needs no timer and behaves the same in every runtime.
 */
export async function settlePort(ctx: MockContext, product: MobileProduct): Promise<MobileProduct> {
  const port = ctx.db.ports
    .where((p) => p.MobileProductUUID === product.UUID)
    .sort((a, b) => b.CreatedAtNanos - a.CreatedAtNanos)[0];
  if (!port) return product;
  const state = stepAt(port.Steps, ctx.sim.clock.nowNanos()).State;
  const PortingState = PORT_STATE_NUMBER[state];
  const MSISDN = state === 'PORT_COMPLETED' ? port.MSISDN : product.MSISDN;
  if (PortingState === product.PortingState && MSISDN === product.MSISDN) return product;
  return (await ctx.db.mobileProducts.update(product.UUID, (d) => {
    d.PortingState = PortingState;
    d.MSISDN = MSISDN;
  })) as MobileProduct;
}
