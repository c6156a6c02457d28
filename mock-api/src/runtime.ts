import type { HttpHandler } from 'msw';
import { z } from 'zod';
import type { FlagProfile } from '@portal/shared';
import { TokenService } from './auth/tokens';
import type { MockConfig, MockContext } from './context';
import { controlHandlers } from './control/handlers';
import { createTables, type Tables } from './db/schema';
import { seed } from './db/seed';
import { handlerGroups } from './handlers';
import type { Outcome } from './http/pipeline';
import { isRouteHandler, operationDispatcher, unanswered, unansweredRequests } from './http/route';
import { Sim, SimStateSchema, freshSimState, type SimState } from './sim/sim';

export const SNAPSHOT_VERSION = 1;

export const SnapshotSchema = z.object({
  version: z.literal(SNAPSHOT_VERSION),
  sim: SimStateSchema,
  tables: z.record(z.string(), z.array(z.unknown())),
});
export type Snapshot = z.infer<typeof SnapshotSchema>;

export interface MockApiOptions {
  flagsProfile?: FlagProfile;
  validateResponses?: boolean;
  networkFault?: MockConfig['networkFault'];
  /** A snapshot to restore; without one the fixtures are seeded. */
  snapshot?: Snapshot;
  seed?: number;
  /** Told after a request that changed something (the server and the demo record each table change themselves). */
  onChange?: (api: MockApi) => void;
  /** What the runtime adds to the control API's state (the server: whether it is shared, and in which data set). */
  extraState?: () => Record<string, unknown>;
}

export interface MockApi {
  ctx: MockContext;
  handlers: HttpHandler[];
  /** The answer to a request no handler serves (405, 501 or 404), from its method and URL alone. */
  unanswered(method: string, url: URL): Outcome;
  snapshot(): Snapshot;
  reset(): Promise<void>;
}

async function restore(tables: Tables, snapshot: Snapshot): Promise<void> {
  for (const [name, table] of Object.entries(tables)) {
    const records = snapshot.tables[name];
    if (records) await table.restore(records as never[]);
  }
}

/** Builds a running mock API: tables, simulation and the one handler array every runtime serves. */
export async function createMockApi(options: MockApiOptions = {}): Promise<MockApi> {
  const tables = createTables();
  const config: MockConfig = {
    flagsProfile: options.flagsProfile ?? 'demo',
    validateResponses: options.validateResponses ?? false,
    networkFault: options.networkFault ?? 'error',
  };
  let simState: SimState = options.snapshot?.sim ?? freshSimState(options.seed);
  const ctx: MockContext = {
    db: tables,
    sim: new Sim(simState),
    tokens: undefined as unknown as TokenService,
    config,
    changed: () => options.onChange?.(api),
    commit: () => Promise.resolve(),
    settle: () => undefined,
  };
  ctx.tokens = new TokenService(ctx.sim);

  if (options.snapshot) await restore(tables, options.snapshot);
  else await seed(tables);

  const reset = async () => {
    // The signing key is kept, so a signed-in user stays signed in across a reset (the logins keep their ids).
    simState = { ...freshSimState(ctx.sim.seed), tokenSecret: ctx.sim.tokenSecret };
    ctx.sim = new Sim(simState);
    ctx.tokens = new TokenService(ctx.sim);
    await seed(tables);
    ctx.changed();
  };

  const served = [
    ...controlHandlers(ctx, { reset, extraState: options.extraState }),
    // Operations are found through the dispatcher's index, not by trying each handler in turn.
    ...handlerGroups.flatMap((group) => group(ctx)).filter((h) => !isRouteHandler(h)),
  ];
  const api: MockApi = {
    ctx,
    handlers: [...served, operationDispatcher(ctx), unansweredRequests(ctx, served)],
    unanswered: (method, url) => unanswered(ctx, served, method, url),
    snapshot: () => ({
      version: SNAPSHOT_VERSION,
      sim: ctx.sim.snapshot(),
      // The stored records themselves: a change stores a new record instead of editing one, so a list taken now
      // keeps what the tables hold now, and a snapshot of 100,000 orders costs no copy of each.
      tables: Object.fromEntries(Object.entries(tables).map(([name, t]) => [name, t.all()])),
    }),
    reset,
  };
  return api;
}
