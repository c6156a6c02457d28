import { useCallback, useState } from 'react';
import type { ActivationType, OnboardingStep } from '@portal/shared';
import { readJson, writeJson } from '../../lib/storage';

/** The customer's answers so far and the step they are on, kept in the browser so a reload resumes there. */
export interface OnboardingState {
  productUUID?: string | undefined;
  step: OnboardingStep;
  billing: ActivationType;
  payer: 'card' | 'route';
  plan?: { availabilityUUID: string; catalogueUUID: string; name: string; cents: number } | undefined;
  hasVoucher?: boolean | undefined;
  /** Credit the vouchers redeemed in this onboarding put on the SIM. */
  voucherCreditCents?: number | undefined;
  paymentMethodID?: string | undefined;
  /** The card the bank authorised for a monthly plan; another card chosen later needs its own check. */
  authorisedCardID?: string | undefined;
  billingRouteUUID?: string | undefined;
  /** A yes to "bring your number": the porting step then links to number porting for this SIM. */
  wantsPorting?: boolean | undefined;
  /** The credit check failed: monthly plans are not offered again. */
  creditCheckFailed?: boolean | undefined;
  /** The billing type the SIM was changed to after a failed credit check, told to the customer once on the plan step. */
  paymentTypeChanged?: ActivationType | undefined;
}

const KEY = 'onboarding';
const START: OnboardingState = { step: 'plan', billing: 'postpay', payer: 'card' };

/** The kept onboarding of this SIM, or a fresh one when it was for another SIM. */
export function useOnboardingState(productUUID: string | undefined) {
  const [state, setState] = useState<OnboardingState>(() => {
    const kept = readJson<OnboardingState>(KEY);
    return kept && (!productUUID || kept.productUUID === productUUID) ? kept : { ...START, productUUID };
  });
  const update = useCallback((change: Partial<OnboardingState>) => {
    setState((current) => {
      const next = { ...current, ...change };
      writeJson(KEY, next, 7);
      return next;
    });
  }, []);
  const finish = useCallback(() => writeJson(KEY, undefined), []);
  return { state, update, finish };
}
