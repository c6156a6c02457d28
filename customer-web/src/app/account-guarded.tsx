import { Loader } from '../components/loader';
import { GuardOutcome, type GuardedProps } from './guard-outcome';
import type { GuardState } from './guards';
import { useAccountGuardFacts } from './use-account-guard-facts';

/** The guards of a page seen with an account open: they also know its services, cards and billing routes. */
export default function AccountGuarded({ state, ...props }: GuardedProps & { state: GuardState }) {
  const { facts, known } = useAccountGuardFacts();
  if (!known) return <Loader />;
  return <GuardOutcome {...props} state={{ ...state, ...facts }} />;
}
