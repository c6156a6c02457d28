import { ERRORS } from '@portal/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPaymentProvider, resetPaymentProvider } from './index';

const loadStripe = vi.fn();
vi.mock('@stripe/stripe-js', () => ({ loadStripe: (key: string) => loadStripe(key) }));

afterEach(() => {
  resetPaymentProvider();
  loadStripe.mockReset();
});

describe('the payment provider', () => {
  it('is the simulator without a publishable key', async () => {
    const provider = await loadPaymentProvider('');
    expect(provider.name).toBe('simulator');
    expect(loadStripe).not.toHaveBeenCalled();
  });

  it('is Stripe with a key, and a Stripe.js that fails to load is "Error by Stripe loading", tried again next time', async () => {
    loadStripe.mockRejectedValueOnce(new Error('network'));
    await expect(loadPaymentProvider('pk_test_123')).rejects.toThrow(ERRORS.card_provider_load);
    loadStripe.mockResolvedValueOnce(null);
    await expect(loadPaymentProvider('pk_test_123')).rejects.toThrow(ERRORS.card_provider_load);
    loadStripe.mockResolvedValueOnce({ elements: vi.fn(), confirmSetup: vi.fn(), confirmPayment: vi.fn() });
    const provider = await loadPaymentProvider('pk_test_123');
    expect(provider.name).toBe('stripe');
    expect(loadStripe).toHaveBeenCalledWith('pk_test_123');
  });
});
