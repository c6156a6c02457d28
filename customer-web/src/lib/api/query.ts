import { contractKey, contractScope, type ContractDef } from '@portal/shared';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiCall, type CallInput } from './client';

export interface QueryInput<C extends ContractDef> extends Omit<CallInput<C>, 'params' | 'signal'> {
  /** Path parameters; while one is missing (no account selected yet) the query waits. */
  params?: Record<string, string | number | null | undefined>;
}

/**
 * The query of one contract call: its key is [contract id, params, query], its function calls the contract.
 * Spread it into useQuery and add what differs (staleTime, polling).
 */
export function queryOf<C extends ContractDef>(contract: C, input: QueryInput<C> = {}) {
  const params = input.params ?? {};
  return queryOptions({
    queryKey: contractKey(contract, { params, query: input.query ?? undefined }),
    queryFn: ({ signal }) =>
      apiCall(contract, { ...input, params: params as Record<string, string | number>, signal }),
    enabled: Object.values(params).every((value) => value !== null && value !== undefined),
  });
}

/** Marks stale every cached call of a contract, or those with these path parameters. */
export function invalidateContract(queryClient: QueryClient, contract: ContractDef, params?: object) {
  return queryClient.invalidateQueries({ queryKey: contractScope(contract, params) });
}
