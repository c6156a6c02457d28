import { fetchClockOffset } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { PORTAL_BASE } from './config';

/** The simulation's clock, beside the apps (the mock server and the static demo both answer it, with no token). */
const CONTROL_STATE_URL = `${PORTAL_BASE}__mock/clock`;

let offsetMs = 0;

/** Now on the backend's clock; this machine's clock until the offset is first known. */
export const serverNow = (): number => Date.now() + offsetMs;

/**
 * The backend's "now": the simulation's virtual clock when there is one (it can run ahead of the wall clock, and
 * the store dates orders and appointments by it), else this machine's clock. Undefined until known, so nothing
 * asks for "today" by the wrong day.
 */
export function useServerNow(): number | undefined {
  const { data } = useQuery({
    queryKey: ['server-clock'],
    queryFn: async () => {
      offsetMs = await fetchClockOffset(CONTROL_STATE_URL);
      return offsetMs;
    },
    staleTime: 30_000,
    retry: false,
  });
  return data === undefined ? undefined : Date.now() + data;
}
