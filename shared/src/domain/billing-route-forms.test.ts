import { describe, expect, it } from 'vitest';
import { approvalRequestSchema, routeLimitsForm, routeLimitsSchema } from './billing-route-forms';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('billing route forms', () => {
  it('turns the typed limits into the API fields', () => {
    expect(routeLimitsSchema.parse({ name: ' Kids ', total: '49.99', cycle: 'WEEKLY', count: '3' })).toEqual({
      Name: 'Kids',
      SpendLimit: 4999,
      SpendCycle: 'WEEKLY',
      SpendCycleCount: 3,
    });
  });

  it('names each field it cannot read', () => {
    expect(
      messages(routeLimitsSchema.safeParse({ name: ' ', total: '4.999', cycle: 'MONTHLY', count: '1.5' })),
    ).toEqual({ name: 'name_missing', total: 'spend_limit_format', count: 'cycle_count_format' });
  });

  it('fills the form from a route, and a new one monthly without a cycle count', () => {
    expect(
      routeLimitsForm({ Name: 'Kids', SpendLimit: 5000, SpendCycle: 'YEARLY', SpendCycleCount: 2 }),
    ).toEqual({
      name: 'Kids',
      total: '50.00',
      cycle: 'YEARLY',
      count: '2',
    });
    expect(routeLimitsForm()).toEqual({ name: '', total: '', cycle: 'MONTHLY', count: '0' });
  });

  it('asks an invite for a phone number or mobile product and a description', () => {
    expect(
      messages(approvalRequestSchema.safeParse({ type: 'invite', RequestedTo: '123', Description: '' })),
    ).toEqual({
      RequestedTo: 'Phone number format is invalid',
      Description: 'Please enter a description',
    });
  });
});
