import { TokenService } from '../auth/tokens';
import type { MockApi, Snapshot } from '../runtime';
import { Sim, type SimState } from '../sim/sim';

/** Puts a stored data set back into a running API (another tab's data, or what the disk holds after a failure). */
export async function restoreApi(api: MockApi, snapshot: Snapshot): Promise<void> {
  for (const table of Object.values(api.ctx.db))
    await table.restore((snapshot.tables[table.name] ?? []) as never[]);
  useSim(api, snapshot.sim);
}

/** Takes over a stored simulation state; the request log of this runtime is kept. */
export function useSim(api: MockApi, state: SimState): void {
  const { ctx } = api;
  if (JSON.stringify(ctx.sim.snapshot()) === JSON.stringify(state)) return;
  const requests = ctx.sim.requests;
  ctx.sim = new Sim(state);
  ctx.sim.requests.push(...requests);
  ctx.tokens = new TokenService(ctx.sim);
}
