import { useQuery } from '@tanstack/react-query';
import { contracts, REMOTE_CONFIG_MIN_FETCH_INTERVAL_MS, referenceFlags, type Flags } from '@portal/shared';
import { queryOf } from './api/query';

export const remoteConfigQuery = {
  ...queryOf(contracts.system.remoteConfig, { anonymous: true }),
  // Remote configuration is fetched again no sooner than its minimum fetch interval.
  staleTime: REMOTE_CONFIG_MIN_FETCH_INTERVAL_MS,
};

/** Feature flags from remote configuration; until it answers (or if it fails) the reference defaults apply. */
export function useFlags(): { flags: Flags; loaded: boolean } {
  const { data, isFetched } = useQuery(remoteConfigQuery);
  return { flags: data?.Flags ?? referenceFlags, loaded: isFetched };
}
