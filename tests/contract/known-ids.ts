import type { ContractDef } from '@portal/shared';
import { personaCustomerUuid, personaLoginUuid } from '@portal/fixtures';
import { examples } from './examples';
import { PERSONA_EMAIL, type ContractExample, type KnownIds, type PersonaKey } from './harness';

const KEYS = Object.keys(PERSONA_EMAIL) as PersonaKey[];
const FIXTURE_KEY: Record<PersonaKey, string> = {
  ana: 'ana',
  tama: 'tama',
  multi: 'multi',
  newcomer: 'new',
  unverified: 'unverified',
  suspended: 'suspended',
  operator: 'operator',
  admin: 'admin',
};
/** Each persona's first customer account and login, as the examples use them. */
export const knownIds: KnownIds = {
  customer: Object.fromEntries(
    KEYS.map((k) => [k, personaCustomerUuid(FIXTURE_KEY[k])]),
  ) as KnownIds['customer'],
  login: Object.fromEntries(KEYS.map((k) => [k, personaLoginUuid(FIXTURE_KEY[k])])) as KnownIds['login'],
};

/** The legitimate call of a contract, with the known ids filled in. */
export function exampleFor(contract: ContractDef): ContractExample | undefined {
  const e = examples[contract.id];
  return typeof e === 'function' ? e(knownIds) : e;
}
