import { lazy, Suspense } from 'react';
import { Loader } from '../components/loader';
import { GuardOutcome, type GuardedProps } from './guard-outcome';
import { useGuardState } from './use-guard-state';

// The account's services, cards and billing routes (and their API contracts) load once an account is open, so a
// signed-out page such as sign-in does not carry them.
const AccountGuarded = lazy(() => import('./account-guarded'));

/** A layout route that lets its children render only when every guard passes, in order. */
export function Guarded(props: GuardedProps) {
  const { state, ready } = useGuardState();
  if (!ready) return <Loader />;
  if (!state.hasAccount) return <GuardOutcome {...props} state={state} />;
  return (
    <Suspense fallback={<Loader />}>
      <AccountGuarded {...props} state={state} />
    </Suspense>
  );
}
