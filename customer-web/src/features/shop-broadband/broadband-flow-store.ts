import { useState } from 'react';
import { BroadbandFlowSchema, type BroadbandFlow } from '@portal/shared';
import { readJson, writeJson } from '../../lib/storage';

const KEY = 'shop.broadband-flow';

function restore(): BroadbandFlow {
  const parsed = BroadbandFlowSchema.safeParse(readJson(KEY));
  return parsed.success ? parsed.data : { id: crypto.randomUUID() };
}

/** The broadband purchase in progress, kept in the browser so a reload or a sign-in does not lose it. */
export function useBroadbandFlow() {
  const [flow, setFlow] = useState<BroadbandFlow>(restore);
  const update = (change: Partial<BroadbandFlow>) =>
    setFlow((current) => {
      const next = { ...current, ...change };
      writeJson(KEY, next);
      return next;
    });
  return { flow, update };
}
