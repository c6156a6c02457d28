import { mobileProductView, type MobileProduct, type MobileProductView } from '@portal/shared';
import type { MockContext } from '../context';

/**
 * A mobile product as every call that answers one gives it: the stored product with its allowance totals, place
 * and plan's catalogue entry as they are now.
 */
export const productAnswer = (ctx: MockContext, product: MobileProduct): MobileProductView =>
  mobileProductView(product, ctx.sim.clock.now());
