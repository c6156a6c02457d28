import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { guards } from '../guards';
import { Guarded, page } from '../page-route';

// Like the guards, the way in for visitors loads with its route only.
const OpenToVisitors = lazy(() => import('../open-to-visitors').then((m) => ({ default: m.OpenToVisitors })));

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
    children: [{ path: 'activation', ...activationPage }],
  },
  // The public routes table opens these to anyone: a visitor is shown the way in, which brings them back.
  {
    element: <OpenToVisitors kind="activation" guards={ACTIVATION_GUARDS} />,
    children: [{ path: 'activation/:code', ...activationPage }],
  },
  {
    element: <OpenToVisitors kind="onboarding" guards={ACTIVATION_GUARDS} />,
    children: [
      { path: 'mobile-onboarding', ...onboardingPage },
      { path: 'onboarding', ...onboardingPage },
    ],
  },
];
