import { VisitorInvitation } from '../components/visitor-invitation';
import { Loader } from '../components/loader';
import { Guarded } from './guarded';
import type { GuardedProps } from './guard-outcome';
import { useGuardState } from './use-guard-state';

/**
 * A route the specification opens to anyone: a visitor who is not signed in sees what it is for and the way in
 * (which brings them back); a signed-in user goes on through the route's guards to the page.
 */
export function OpenToVisitors({ kind, ...props }: GuardedProps & { kind: 'onboarding' | 'activation' }) {
  const { state, ready } = useGuardState();
  if (!ready) return <Loader />;
  if (!state.signedIn) return <VisitorInvitation kind={kind} />;
  return <Guarded {...props} />;
}
