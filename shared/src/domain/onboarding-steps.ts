import type { ActivationType } from '../entities/mobile-activation';

/*
 * The onboarding of a new SIM, in the order the customer meets the steps: plan or addon, voucher question,
 * billing method, credit check, card authorisation, payment card, billing route, activation, porting question,
 * app download. A credit check is for monthly (postpay) plans only; a card is authorised before a postpay plan
 * starts; the card steps are skipped when a parent billing route pays, and the route step when a card pays.
 */

export const ONBOARDING_STEPS = [
  'plan',
  'voucher',
  'billing',
  'credit-check',
  'card-authorisation',
  'payment-card',
  'billing-route',
  'activation',
  'porting',
  'app',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export interface OnboardingChoices {
  /** How the chosen plan bills. */
  billing?: ActivationType | undefined;
  /** Who pays: a card, or a parent billing route. */
  payer?: 'card' | 'route' | undefined;
}

/** Whether a step applies to these choices. */
export function stepApplies(step: OnboardingStep, choices: OnboardingChoices): boolean {
  switch (step) {
    case 'credit-check':
      return choices.billing === 'postpay';
    case 'card-authorisation':
      return choices.billing === 'postpay' && choices.payer !== 'route';
    case 'payment-card':
      return choices.payer !== 'route';
    case 'billing-route':
      return choices.payer === 'route';
    default:
      return true;
  }
}

/** The steps these choices go through, in order. */
export const onboardingSteps = (choices: OnboardingChoices): OnboardingStep[] =>
  ONBOARDING_STEPS.filter((step) => stepApplies(step, choices));

/** The step after `step` for these choices; undefined after the last. */
export function nextOnboardingStep(
  step: OnboardingStep,
  choices: OnboardingChoices,
): OnboardingStep | undefined {
  const from = ONBOARDING_STEPS.indexOf(step);
  return ONBOARDING_STEPS.slice(from + 1).find((s) => stepApplies(s, choices));
}

/** The step before `step` for these choices; undefined before the first. */
export function previousOnboardingStep(
  step: OnboardingStep,
  choices: OnboardingChoices,
): OnboardingStep | undefined {
  const from = ONBOARDING_STEPS.indexOf(step);
  return ONBOARDING_STEPS.slice(0, from)
    .reverse()
    .find((s) => stepApplies(s, choices));
}

/** A failed credit check offers these instead of a monthly plan. */
export const CREDIT_CHECK_ALTERNATIVES = ['prepay', 'payg'] as const satisfies readonly ActivationType[];
