import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { outcomePath, type SignInOutcome } from './complete-sign-in';

/** Goes where a sign-in outcome leads, keeping the redirect hint. */
export function useAfterSignIn(redirect?: string) {
  const navigate = useNavigate();
  return useCallback(
    (outcome: SignInOutcome) => {
      const { to, state } = outcomePath(outcome, redirect);
      void navigate(to, { replace: true, state });
    },
    [navigate, redirect],
  );
}
