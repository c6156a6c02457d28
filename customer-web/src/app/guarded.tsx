import { lazy, Suspense } from 'react';
import { Loader } from '../components/loader';
import { GuardFailed } from './guard-failed';
import { GuardOutcome, type GuardedProps } from './guard-outcome';
import { GUARDS_ON_CUSTOMER, judgesFlags } from './guards';
import { useGuardState } from './use-guard-state';

// The account's services, cards and billing routes (and their API contracts) load once an account is open, so a
// signed-out page such as sign-in does not carry them.
const AccountGuarded = lazy(() => import('./account-guarded'));

/** A layout route that lets its children render only when every guard passes, in order. */
export function Guarded(props: GuardedProps) {
  const { state, ready, failed } = useGuardState();
  if (!ready) return <Loader />;
  // Only a guard that needs what failed is left undecided; the others judge as usual.
  const undecided = props.guards.some(
    (g) => (failed.customer && GUARDS_ON_CUSTOMER.has(g.name)) || (failed.flags && judgesFlags(g)),
  );
  if (undecided) return <GuardFailed error={failed.error} onRetry={failed.retry} />;
  if (!state.hasAccount) return <GuardOutcome {...props} state={state} />;
  return (
    <Suspense fallback={<Loader />}>
      <AccountGuarded {...props} state={state} />
    </Suspense>
  );
}
