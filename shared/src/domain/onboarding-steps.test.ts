import { describe, expect, it } from 'vitest';
import { nextOnboardingStep, onboardingSteps, previousOnboardingStep } from './onboarding-steps';

describe('onboarding steps', () => {
  it('takes a monthly plan paid by card through the credit check and the card authorisation', () => {
    expect(onboardingSteps({ billing: 'postpay', payer: 'card' })).toEqual([
      'plan',
      'voucher',
      'billing',
      'credit-check',
      'card-authorisation',
      'payment-card',
      'activation',
      'porting',
      'app',
    ]);
  });

  it('skips the credit check and the card authorisation for prepay, and the card steps when a route pays', () => {
    expect(onboardingSteps({ billing: 'prepay', payer: 'card' })).not.toContain('credit-check');
    expect(onboardingSteps({ billing: 'prepay', payer: 'card' })).not.toContain('card-authorisation');
    const byRoute = onboardingSteps({ billing: 'postpay', payer: 'route' });
    expect(byRoute).toContain('billing-route');
    expect(byRoute).not.toContain('payment-card');
    expect(byRoute).not.toContain('card-authorisation');
  });

  it('moves forward and back over the steps that apply', () => {
    const payg = { billing: 'payg' as const, payer: 'card' as const };
    expect(nextOnboardingStep('billing', payg)).toBe('payment-card');
    expect(previousOnboardingStep('payment-card', payg)).toBe('billing');
    expect(nextOnboardingStep('app', payg)).toBeUndefined();
    expect(previousOnboardingStep('plan', payg)).toBeUndefined();
  });
});
