import { DEFAULT_SIM_SETTINGS, type MobileProduct, type StoredSimState } from '@portal/shared';
import type { MockContext } from '../context';

/** The network's record of a service: stored once changed, else the defaults of a new service. */
export function simStateOf(ctx: MockContext, product: MobileProduct): StoredSimState {
  return (
    ctx.db.simStates.find(product.UUID) ?? {
      MobileUUID: product.UUID,
      CustomerUUID: product.CustomerUUID,
      Settings: DEFAULT_SIM_SETTINGS,
      AutoActive: false,
      Enabled: true,
      OperatorBarring: false,
    }
  );
}

export async function saveSimState(
  ctx: MockContext,
  product: MobileProduct,
  change: (draft: StoredSimState) => void,
): Promise<StoredSimState> {
  return ctx.db.simStates.upsert(product.UUID, simStateOf(ctx, product), change);
}

/**
 * The PUK printed on the SIM's card: eight digits fixed by its SIM ID, so the same SIM always shows the same code.
 */
export function pukOf(simId: string): string {
  let hash = 2166136261;
  for (const char of simId) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return String(hash % 100_000_000).padStart(8, '0');
}
