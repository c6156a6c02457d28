import { authContracts } from './auth';
import { customerContracts } from './customer';
import type { ContractDef } from './define';
import { systemContracts } from './system';

export * from './define';

/** The registry: every endpoint of the product, each defined once. Domains add their group here. */
export const contracts = {
  system: systemContracts,
  auth: authContracts,
  customer: customerContracts,
};

export const allContracts: ContractDef[] = Object.values(contracts).flatMap((group) =>
  Object.values(group as Record<string, ContractDef>),
);
