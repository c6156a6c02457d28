import type { MockFault } from '@portal/shared';
import { waitFor } from '@testing-library/react';
import type { FaultClass, Mock } from './fault-classes';
import type { renderAt } from './harness';

/** Long enough for an undoable write: its undo notice closes, then the write goes out and fails. */
export const SAID_WITHIN_MS = 30_000;

/** The first line of a failed wait's message: what was missing, without the page's whole markup. */
export const firstLine = (e: Error) => e.message.split('\n')[0] ?? '';

/** Every write of this method fails from now on, in this fault class. */
export function failWrites(mock: Mock, cls: FaultClass, method: MockFault['method']) {
  mock.api.ctx.sim.setFaults([{ ...cls.fault, pattern: '*', method, times: 0 }]);
}

/** Waits for an alert saying this class's failure; answers what is wrong if none comes. */
export async function missingAlert(page: ReturnType<typeof renderAt>, cls: FaultClass): Promise<string[]> {
  try {
    await waitFor(
      () => {
        if (!page.alerts().some((a) => cls.says.test(a))) throw new Error(`no alert saying ${cls.says}`);
      },
      { timeout: SAID_WITHIN_MS },
    );
    return [];
  } catch (e) {
    return [firstLine(e as Error)];
  }
}
