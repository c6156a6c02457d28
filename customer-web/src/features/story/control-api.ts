import { CONTROL_BASE } from '../../lib/config';

/** The simulation's control API, as the presenter drives it (the server's, or the demo's service worker's). */
export async function control<T = unknown>(
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(CONTROL_BASE + path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${CONTROL_BASE}${path} answered ${res.status}`);
  return (await res.json()) as T;
}

export interface ClockState {
  now: string;
  clock: { speed: number };
}

export const readClock = () => control<ClockState>('GET', '/state');
export const setClockSpeed = (speed: number) => control('PUT', '/clock', { speed });
