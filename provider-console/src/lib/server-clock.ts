import { useQuery } from '@tanstack/react-query';
import { PORTAL_BASE } from './config';

/** The simulation's control API, beside the apps (the mock server and the static demo both answer it). */
const CONTROL_STATE_URL = `${PORTAL_BASE}__mock/state`;

/**
 * The backend's "now": the simulation's virtual clock when there is one (it can run ahead of the wall clock, and
 * the store dates orders and appointments by it), else this machine's clock. Undefined until known, so nothing
 * asks for "today" by the wrong day.
 */
export function useServerNow(): number | undefined {
  const { data } = useQuery({
    queryKey: ['server-clock'],
    queryFn: async () => {
      const asked = Date.now();
      try {
        const res = await fetch(CONTROL_STATE_URL, { headers: { accept: 'application/json' } });
        const state = res.ok ? ((await res.json()) as { nowMs?: unknown }) : {};
        return typeof state.nowMs === 'number' ? state.nowMs : asked;
      } catch {
        return asked;
      }
    },
    staleTime: 60_000,
    retry: false,
  });
  return data;
}
