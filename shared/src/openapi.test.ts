import { describe, expect, it } from 'vitest';
import { allContracts, ERROR_STATUSES, JSON_BODY_RULE, JSON_BODY_TYPES } from './contracts';
import { openApiDocument } from './openapi';

describe('OpenAPI document', () => {
  it('has one operation per contract, with unique operation ids', () => {
    const doc = openApiDocument();
    const ops = Object.values(doc.paths).flatMap((p) => Object.values(p)) as { operationId: string }[];
    expect(ops).toHaveLength(allContracts.length);
    expect(new Set(ops.map((o) => o.operationId)).size).toBe(allContracts.length);
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/v2/{spid}/auth');
  });
});

type Operation = {
  operationId: string;
  requestBody?: { description: string; required: boolean; content: Record<string, unknown> };
  responses: Record<string, { description: string; headers?: Record<string, unknown> }>;
};
const operations = new Map(
  (Object.values(openApiDocument().paths).flatMap((p) => Object.values(p)) as Operation[]).map((o) => [
    o.operationId,
    o,
  ]),
);
const byId = (id: string) => operations.get(id) as Operation;

describe('OpenAPI statuses of the throttles', () => {
  it('lists 429 exactly where a contract declares a throttle, naming each refusal', () => {
    for (const c of allContracts) {
      const listed = byId(c.id).responses['429'];
      expect(!!listed, c.id).toBe(!!c.throttles?.length);
      for (const code of c.throttles ?? []) expect(listed?.description, c.id).toContain(`${code} (`);
    }
  });

  it('promises Retry-After with a lock and not with a voided code', () => {
    expect(byId('auth.signIn').responses['429']?.headers).toHaveProperty('Retry-After');
    expect(byId('access.forgotPassword').responses['429']?.headers).toHaveProperty('Retry-After');
    expect(byId('access.verifyMfa').responses['429']?.headers).toBeUndefined();
  });
});

describe('OpenAPI request bodies', () => {
  it('states the one body type rule and lists both types read as JSON', () => {
    for (const c of allContracts.filter((x) => x.body)) {
      const body = byId(c.id).requestBody;
      expect(body?.description, c.id).toBe(JSON_BODY_RULE);
      expect(Object.keys(body?.content ?? {}), c.id).toEqual([...JSON_BODY_TYPES]);
    }
  });
});

describe('OpenAPI statuses of the refusals', () => {
  it('knows the status of every refusal a contract lists, so the document lists it', () => {
    const unknown = allContracts.flatMap((c) =>
      (c.errors ?? []).filter((code) => !ERROR_STATUSES[code]).map((code) => `${c.id} ${code}`),
    );
    expect(unknown).toEqual([]);
  });
});
