import { describe, expect, it } from 'vitest';
import { allContracts } from './contracts';
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
