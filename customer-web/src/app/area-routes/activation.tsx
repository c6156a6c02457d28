import type { RouteObject } from 'react-router';
import { guards } from '../guards';
import { Guarded, page } from '../page-route';

/** A SIM is activated into the signed-in customer's verified account; the way back after sign-in is kept. */
const ACTIVATION_GUARDS = [guards.signedIn, guards.hasAccount, guards.emailVerified];

const activationPage = page(
  () => import('../../features/mobile-activation/activation-page'),
  (m) => m.ActivationPage,
);
const onboardingPage = page(
  () => import('../../features/onboarding/onboarding-page'),
  (m) => m.OnboardingPage,
);

/** Routes of mobile activation, onboarding and adoption, as children of the shell (full paths). */
export const activationRoutes: RouteObject[] = [
  {
    element: <Guarded guards={ACTIVATION_GUARDS} />,
    children: [
      { path: 'activation', ...activationPage },
      { path: 'activation/:code', ...activationPage },
      { path: 'mobile-onboarding', ...onboardingPage },
      { path: 'onboarding', ...onboardingPage },
    ],
  },
];
