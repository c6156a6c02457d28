import type { ContractDef } from '../contracts/define';

/** One answer an app received, as a development aid sees it. */
export interface SeenAnswer {
  /** The contract called, when the call named one; a raw request (the console's lists) is matched by its path. */
  contract?: ContractDef;
  method: string;
  /** The path below the API base, with its query. */
  path: string;
  status: number;
  data: unknown;
}

type Watcher = (answer: SeenAnswer) => void;
const watchers = new Set<Watcher>();

/**
 * Lets development tools see every answer of a client created with `observeAnswers` (the dev toolbar checks them
 * against their contracts). Returns how to stop watching.
 */
export function watchAnswers(watcher: Watcher): () => void {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}

/** A watcher that fails must not fail the call it watched. */
export function tellWatchers(answer: SeenAnswer): void {
  for (const watcher of watchers) {
    try {
      watcher(answer);
    } catch (error) {
      console.warn('An answer watcher failed', error);
    }
  }
}
