import { describe, expect, it } from 'vitest';
import { invitationCustomer } from './api';

describe('an accepted invitation', () => {
  it('must name the shared account, else "No CustomerUUID"', () => {
    expect(invitationCustomer({ CustomerUUID: '6b7a3c10-1111-4a1a-8a1a-000000000001' })).toBe(
      '6b7a3c10-1111-4a1a-8a1a-000000000001',
    );
    expect(() => invitationCustomer({})).toThrow('No CustomerUUID');
    expect(() => invitationCustomer(undefined)).toThrow('No CustomerUUID');
  });
});
