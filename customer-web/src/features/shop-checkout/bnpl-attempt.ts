import type { PurchaseAnalytics } from '@portal/shared';
import { PAYMENT_UNDER_WAY_PREFIX, readJson, writeJson } from '../../lib/storage';
import type { LeftForBnpl } from './pay-for-cart';

/** An Afterpay or Klarna attempt the browser left with: the return page sends it again to complete it. */
export type BnplAttempt = LeftForBnpl & { intentUUID: string; analytics: PurchaseAnalytics };

// Kept when the API ends the session: the payment may already be approved when the customer signs in again.
const NAME = `${PAYMENT_UNDER_WAY_PREFIX}bnpl-attempt`;

export const saveBnplAttempt = (attempt: BnplAttempt): void => writeJson(NAME, attempt, 1);
export const readBnplAttempt = (): BnplAttempt | undefined => readJson<BnplAttempt>(NAME);
export const clearBnplAttempt = (): void => writeJson(NAME, null);
