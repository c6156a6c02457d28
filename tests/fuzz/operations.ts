import { allContracts, openApiDocument, type ContractDef } from '@portal/shared';
import type { ContractExample, PersonaKey } from '../contract/harness';
import { exampleFor } from '../contract/known-ids';

/** One operation of the OpenAPI document, with the legitimate call the bad ones are derived from. */
export interface Operation {
  id: string;
  method: string;
  /** The document's path template, `{name}` for a parameter. */
  template: string;
  example: ContractExample;
  /** Who calls it: the example's persona, or one of the role the operation needs. */
  as?: PersonaKey;
}

const ROLE_PERSONA: Partial<Record<ContractDef['access'], PersonaKey>> = {
  customer: 'ana',
  operator: 'operator',
  admin: 'admin',
};

const byId = new Map(allContracts.map((c) => [c.id, c]));

/** Every operation of the OpenAPI document (built from the contract registry). */
export function operations(): Operation[] {
  const out: Operation[] = [];
  const paths = openApiDocument().paths as Record<string, Record<string, { operationId: string }>>;
  for (const [template, methods] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const contract = byId.get(op.operationId);
      if (!contract) throw new Error(`no contract for operation ${op.operationId}`);
      const example = exampleFor(contract) ?? {};
      out.push({
        id: contract.id,
        method: method.toUpperCase(),
        template,
        example,
        as: example.as ?? ROLE_PERSONA[contract.access],
      });
    }
  }
  return out;
}
