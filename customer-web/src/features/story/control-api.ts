import { makeControlClient } from '../../lib/api/client';
import { CONTROL_BASE } from '../../lib/config';

/**
 * The control API answers from the server's memory: a call with no answer in this time is not coming, and the
 * presenter is told so rather than left on "Setting the stage…".
 */
const CONTROL_TIMEOUT_MS = 15_000;

/** The app's own kind of API client, at the control API: the same words for a timeout, a dropped call, a 429. */
const client = makeControlClient();

/** A control call that failed: which call it was, and why (the API client's error, with its kind of failure). */
export class ControlCallFailed extends Error {
  constructor(
    readonly call: string,
    readonly reason: unknown,
  ) {
    super(`${call} failed`);
  }
}

/** The simulation's control API, as the presenter drives it (the server's, or the demo's service worker's). */
export async function control<T = unknown>(
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  try {
    const answer = await client.request(path, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
      timeoutMs: CONTROL_TIMEOUT_MS,
    });
    return answer.data as T;
  } catch (error) {
    throw new ControlCallFailed(`${method} ${CONTROL_BASE}${path}`, error);
  }
}

export interface ClockState {
  now: string;
  clock: { speed: number };
}

interface StageState {
  /** The server is reached by others (it asks for the owner's token). */
  shared?: boolean;
  /** The story's own data set this browser is in, if any. */
  workspace?: string | null;
}

/**
 * Sets the data to the fixtures for a story. On a server others use, the story first gets a data set of its own
 * (this browser's requests go there), so the reset leaves everyone else's changes in place.
 */
export async function setStage(): Promise<void> {
  const { shared, workspace } = await control<StageState>('GET', '/state');
  if (shared && !workspace) await control('POST', '/workspaces');
  await control('POST', '/reset');
}

/** The simulated clock, which needs no token: the page shows it before and whether or not a story may play. */
export const readClock = () => control<ClockState>('GET', '/clock');
export const setClockSpeed = (speed: number) => control('PUT', '/clock', { speed });
