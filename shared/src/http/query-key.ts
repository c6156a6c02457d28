import type { ContractDef } from '../contracts/define';

export interface KeyInput {
  params?: object;
  query?: object;
}

/** The cache key of one call of a contract: its id, its path parameters and its query. */
export function contractKey(contract: Pick<ContractDef, 'id'>, input: KeyInput = {}) {
  return [contract.id, input.params ?? {}, input.query ?? {}] as const;
}

/**
 * The prefix of every cached call of a contract, or of those with these path parameters: what to invalidate
 * after a change (keys match partially, so `{ uuid }` matches every query of that account).
 */
export function contractScope(contract: Pick<ContractDef, 'id'>, params?: object) {
  return params ? ([contract.id, params] as const) : ([contract.id] as const);
}
