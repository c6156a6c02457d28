import { randomUuid } from '@portal/shared';
import { use, useState } from 'react';
import type { BroadbandFlow } from '@portal/shared';
import { readJson, writeJson } from '../../lib/storage';

const KEY = 'shop.broadband-flow';

type FlowCheck = (kept: unknown) => BroadbandFlow | undefined;

let checkLoading: Promise<FlowCheck> | undefined;

/**
 * The kept flow's check carries zod and the flow's schema, so it loads only when a flow is kept: a visitor's first
 * look at the shop (a phone, painted from HTML) evaluates none of it.
 */
const loadCheck = (): Promise<FlowCheck> => {
  if (checkLoading) return checkLoading;
  const loading: Promise<FlowCheck> = import('./kept-flow-check').then(
    (m) => {
      // Marked settled the way React's `use` reads a promise, so a check loaded before the page renders (the
      // route's preload) is used at once instead of suspending the page for a moment.
      Object.assign(loading, { status: 'fulfilled', value: m.checkKeptFlow });
      return m.checkKeptFlow;
    },
    (error: unknown) => {
      // A failed download is tried again the next time the page opens, not remembered.
      checkLoading = undefined;
      throw error;
    },
  );
  return (checkLoading = loading);
};

/** Started with the page's code, so a kept flow is checked without a second wait; the page reports a failure. */
export function preloadKeptFlowCheck(): void {
  if (readJson(KEY) !== undefined) loadCheck().catch(() => undefined);
}

/** The broadband purchase in progress, kept in the browser so a reload or a sign-in does not lose it. */
export function useBroadbandFlow() {
  const [kept] = useState(() => readJson(KEY));
  // Read once: the page waits (in its loading state) for the check only while it opens with a kept flow. Always the
  // same promise, so a render React retries or replays asks for the check exactly as the first one did.
  const keptCheck = kept === undefined ? undefined : use(loadCheck());
  const [flow, setFlow] = useState<BroadbandFlow>(() => keptCheck?.(kept) ?? { id: randomUuid() });
  const update = (change: Partial<BroadbandFlow>) =>
    setFlow((current) => {
      const next = { ...current, ...change };
      writeJson(KEY, next);
      return next;
    });
  return { flow, update };
}
