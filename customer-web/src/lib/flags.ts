import { useQuery } from '@tanstack/react-query';
import { contracts, REMOTE_CONFIG_MIN_FETCH_INTERVAL_MS, referenceFlags, type Flags } from '@portal/shared';
import { queryOf } from './api/query';

export const remoteConfigQuery = {
  ...queryOf(contracts.system.remoteConfig, { anonymous: true }),
  // Remote configuration is fetched again no sooner than its minimum fetch interval.
  staleTime: REMOTE_CONFIG_MIN_FETCH_INTERVAL_MS,
};

/**
 * Feature flags from remote configuration; until it answers (or if it fails) the reference defaults apply. A failed
 * call is named (`failed`, with its `error` and `retry`), so what depends on a flag can tell "off" from "unknown".
 */
export function useFlags(): {
  flags: Flags;
  loaded: boolean;
  failed: boolean;
  error: unknown;
  retry: () => void;
} {
  const { data, isFetched, isError, error, refetch } = useQuery(remoteConfigQuery);
  return {
    flags: data?.Flags ?? referenceFlags,
    loaded: isFetched,
    failed: isError && !data,
    error,
    retry: () => void refetch(),
  };
}
