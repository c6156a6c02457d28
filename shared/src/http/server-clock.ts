/**
 * How far the backend's clock is ahead of this machine's, in milliseconds: the simulation's control state tells its
 * virtual "now" (which a clock jump moves ahead of the wall clock); a backend without one (a real provider API, or
 * no answer) counts as this machine's clock, 0. The answer's travel time is split evenly.
 */
export async function fetchClockOffset(stateUrl: string, fetchImpl: typeof fetch = fetch): Promise<number> {
  const asked = Date.now();
  try {
    const res = await fetchImpl(stateUrl, { headers: { accept: 'application/json' } });
    const state = res.ok ? ((await res.json()) as { nowMs?: unknown }) : {};
    const answered = Date.now();
    return typeof state.nowMs === 'number' ? Math.round(state.nowMs - (asked + answered) / 2) : 0;
  } catch {
    return 0;
  }
}
