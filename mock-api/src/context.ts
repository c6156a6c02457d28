import type { FlagProfile } from '@portal/shared';
import type { Tables } from './db/schema';
import type { TokenService } from './auth/tokens';
import type { Sim } from './sim/sim';

export interface MockConfig {
  /** Which feature-flag profile remote configuration answers with. */
  flagsProfile: FlagProfile;
  /** Check every answer against its contract (tests turn this on). */
  validateResponses: boolean;
  /**
   * How a simulated network error is produced: `error` (a fetch-level failure, in the worker and in msw/node) or
   * `drop` (the Express runtime closes the connection when it sees DROP_CONNECTION_HEADER).
   */
  networkFault: 'error' | 'drop';
}

export const DROP_CONNECTION_HEADER = 'x-mock-drop-connection';

/** Everything a behaviour may use. One per running mock API (server, worker or test). */
export interface MockContext {
  db: Tables;
  sim: Sim;
  tokens: TokenService;
  config: MockConfig;
  /** Called after a request that may have changed data, so the runtime can persist it. */
  changed(): void;
  /**
   * Keeps the request's changes before its answer is sent (the server's journal); a no-op where nothing is kept.
   * Rejects with a StorageError when the data cannot be written.
   */
  commit(): Promise<void>;
  /**
   * Gives back the memory a bulk change spent, between its batches: the server collects its garbage; the browser's
   * worker has no way to ask and leaves it to the engine.
   */
  settle(): void;
}
