import { Loader } from '../components/loader';
import { GuardFailed } from './guard-failed';
import { GuardOutcome, type GuardedProps } from './guard-outcome';
import { GUARDS_ON_MOBILE_SERVICES, GUARDS_ON_PAYMENT, type GuardState } from './guards';
import { useAccountGuardFacts } from './use-account-guard-facts';

/** The guards of a page seen with an account open: they also know its services, cards and billing routes. */
export default function AccountGuarded({ state, ...props }: GuardedProps & { state: GuardState }) {
  const { facts, known, failed, retry } = useAccountGuardFacts();
  // Only a guard that needs what failed is left undecided; the others judge as usual.
  const undecided = props.guards.some(
    (g) =>
      (failed.payment && GUARDS_ON_PAYMENT.has(g.name)) ||
      (failed.mobile && GUARDS_ON_MOBILE_SERVICES.has(g.name)),
  );
  if (undecided) return <GuardFailed error={failed.error} onRetry={retry} />;
  if (!known) return <Loader />;
  return <GuardOutcome {...props} state={{ ...state, ...facts }} />;
}
