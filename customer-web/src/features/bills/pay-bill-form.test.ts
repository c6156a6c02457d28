import { PayBillFormSchema } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { centsToPay } from './pay-bill-form';

describe('what the pay-bill form pays', () => {
  it('pays the whole amount owed, or the amount entered in dollars and cents', () => {
    expect(centsToPay({ Mode: 'full', Amount: '' }, 6480)).toBe(6480);
    expect(centsToPay({ Mode: 'custom', Amount: '12.5' }, 6480)).toBe(1250);
    expect(centsToPay({ Mode: 'custom', Amount: 'ten' }, 6480)).toBe(0);
  });

  it('refuses another amount of $0.99 or less, or not in dollars and cents', () => {
    const problem = (Amount: string) =>
      PayBillFormSchema.safeParse({ Mode: 'custom', Amount }).error?.issues[0]?.message;
    expect(problem('0.99')).toBe('Payment amount must be larger than $0.99');
    expect(problem('1.234')).toBe('Enter an amount in dollars and cents');
    expect(problem('1.00')).toBeUndefined();
    expect(PayBillFormSchema.safeParse({ Mode: 'full', Amount: '' }).success).toBe(true);
  });
});
