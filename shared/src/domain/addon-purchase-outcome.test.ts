import { describe, expect, it } from 'vitest';
import { ADDON_PURCHASE_RETRY_WINDOW_MS } from '../config';
import { nextPurchaseStep, purchaseChoices } from './addon-purchase-outcome';

const START = Date.UTC(2026, 10, 23, 12);

describe('the answer to an addon purchase', () => {
  it('is done when completed, and goes to the card confirmation with a client secret', () => {
    expect(nextPurchaseStep({ Status: 'completed' }, START, START)).toBe('done');
    expect(nextPurchaseStep({ Status: 'pending_payment', ClientSecret: 'pi_1_secret_x' }, START, START)).toBe(
      'confirm-card',
    );
  });

  it('is asked again while pending without a secret, and given up once 10 s have passed', () => {
    const pending = { Status: 'pending_payment' } as const;
    expect(nextPurchaseStep(pending, START, START + 9_999)).toBe('retry');
    expect(nextPurchaseStep(pending, START, START + ADDON_PURCHASE_RETRY_WINDOW_MS)).toBe('give-up');
    expect(ADDON_PURCHASE_RETRY_WINDOW_MS).toBe(10_000);
  });
});

describe('what a failed purchase offers', () => {
  it('offers a change of plan or a new card when the spend limit is over', () => {
    expect(purchaseChoices('spend_limit_over')).toEqual(['change-plan', 'add-card']);
  });
  it('offers another or a new card after a payment processing error or a failed challenge', () => {
    expect(purchaseChoices('payment_processing_error')).toEqual(['choose-card', 'add-card']);
    expect(purchaseChoices('authentication_failed')).toEqual(['choose-card', 'add-card']);
  });
  it('offers nothing for the balance and product failures, whose text says it all', () => {
    for (const code of [
      'mobile_not_enough_balance',
      'insufficient_funds',
      'addon_product_not_found',
      'no_prepay_or_postpay_product',
      undefined,
    ])
      expect(purchaseChoices(code)).toEqual([]);
  });
});
