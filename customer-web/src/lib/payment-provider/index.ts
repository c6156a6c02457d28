import { ERRORS } from '@portal/shared';
import type { PaymentProvider } from './types';

export type * from './types';

/** Stripe's publishable key from build configuration; without one the simulator is used. */
export const STRIPE_PUBLISHABLE_KEY: string | undefined =
  import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY || undefined;

let loading: Promise<PaymentProvider> | undefined;

/**
 * The configured provider, loaded on first use (its code is not in the first page). A provider that fails to
 * load rejects with the catalogue's text ("Error by Stripe loading"), and the next call tries again.
 */
export function loadPaymentProvider(key = STRIPE_PUBLISHABLE_KEY): Promise<PaymentProvider> {
  loading ??= (
    key
      ? import('./stripe').then((m) => m.createStripeProvider(key))
      : import('./simulator').then((m) => m.simulatorProvider)
  ).catch((error: unknown) => {
    loading = undefined;
    throw new Error(
      error instanceof Error && error.message === ERRORS.card_provider_load
        ? error.message
        : ERRORS.card_provider_load,
    );
  });
  return loading;
}

/** Forgets the loaded provider (tests). */
export function resetPaymentProvider(): void {
  loading = undefined;
}
