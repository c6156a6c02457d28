import type { ContractDef } from './define';
import * as contracts from './registry';

/** Every contract of the registry, for those that walk all of them (the server's routes, the OpenAPI document). */
export const allContracts: ContractDef[] = Object.values(contracts).flatMap((group) =>
  Object.values(group as Record<string, ContractDef>),
);
