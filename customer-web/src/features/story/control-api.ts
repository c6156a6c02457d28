import { controlHeaders, errorText } from '@portal/shared';
import { CONTROL_BASE } from '../../lib/config';

/** The simulation's control API, as the presenter drives it (the server's, or the demo's service worker's). */
export async function control<T = unknown>(
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(CONTROL_BASE + path, {
    method,
    headers: { ...controlHeaders(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) {
    // A shared server's refusal says how to get its token: the presenter reads that, not a bare status.
    const refusal: unknown = await res.json().catch(() => undefined);
    const why = res.status === 401 && refusal ? `: ${errorText({ data: refusal })}` : '';
    throw new Error(`${method} ${CONTROL_BASE}${path} answered ${res.status}${why}`);
  }
  return (await res.json()) as T;
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
