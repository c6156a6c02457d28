import { paymentStatusLabel, type PaymentIntent } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { platformStatus } from './transactions';

const intent = (over: Partial<PaymentIntent>): PaymentIntent => ({
  UUID: '00000000-0000-4000-8000-000000000001',
  CustomerUUID: '00000000-0000-4000-8000-000000000002',
  ClientSecret: 'pi_x_secret_y',
  AmountCents: 1000,
  Currency: 'NZD',
  Description: 'Bill payment',
  Status: 'succeeded',
  CreatedAtNanos: 0,
  ...over,
});
const failed = (Code: NonNullable<PaymentIntent['LastError']>['Code'], DeclineCode?: string) =>
  intent({
    Status: 'requires_payment_method',
    LastError: { Code, Message: 'x', ...(DeclineCode ? { DeclineCode } : {}) },
  });

describe('payment history status of a card payment', () => {
  it.each([
    [intent({}), 0, 'COMPLETED', 'COMPLETED'],
    [intent({}), 1000, 'REFUNDED', 'REFUNDED'],
    [intent({}), 400, 'PARTIALLY REFUNDED', 'REFUNDED'],
    [intent({ Status: 'requires_action' }), 0, 'NEEDS AUTHORIZATION', 'OTHERS'],
    [intent({ Status: 'processing' }), 0, 'PENDING', 'PENDING'],
    [intent({ Status: 'canceled' }), 0, 'CANCELLED', 'DECLINED'],
    [failed('card_declined', 'generic_decline'), 0, 'DECLINED', 'DECLINED'],
    [failed('card_declined', 'insufficient_funds'), 0, 'NO FUNDS', 'ACTION REQ'],
    [failed('expired_card'), 0, 'EXPIRED', 'ACTION REQ'],
    [failed('payment_failed'), 0, 'FAILED', 'FAILED'],
    [failed('authentication_failed'), 0, 'FAILED', 'FAILED'],
    [intent({ Status: 'requires_payment_method' }), 0, 'PAYMENT METHOD REQUIRED', 'ACTION REQ'],
  ] as const)('case %#: the platform status and its label', (payment, refunded, status, label) => {
    expect(platformStatus(payment, refunded)).toBe(status);
    expect(paymentStatusLabel(platformStatus(payment, refunded))).toBe(label);
  });
});
