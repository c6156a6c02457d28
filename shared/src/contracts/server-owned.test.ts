import { describe, expect, it } from 'vitest';
import { allContracts } from './index';
import { bodyFields, serverOwnedFieldsOf } from './server-owned';

const all = allContracts;

describe('mass assignment', () => {
  it('no body of any operation accepts a field the server owns', () => {
    const offending = all
      .map((c) => ({ id: c.id, fields: serverOwnedFieldsOf(c) }))
      .filter((c) => c.fields.length > 0);
    expect(offending).toEqual([]);
  });

  it('reads the fields of the bodies it checks', () => {
    const withFields = all.filter((c) => bodyFields(c).length > 0);
    expect(withFields.length).toBeGreaterThan(30);
  });
});
