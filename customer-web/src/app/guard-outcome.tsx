import { Navigate, Outlet, useLocation } from 'react-router';
import { safeRedirect } from '../lib/redirect';
import { useSession } from '../lib/session/use-session';
import { evaluate, type Guard, type GuardState } from './guards';

export interface GuardedProps {
  guards: readonly Guard[];
  tab?: string;
}

/** Renders the children when every guard passes on what is known, else goes where the first failing guard says. */
export function GuardOutcome({ guards, tab, state }: GuardedProps & { state: GuardState }) {
  const location = useLocation();
  const { signedOutByUser } = useSession();
  const redirectHint = safeRedirect(new URLSearchParams(location.search).get('redirect'));
  const result = evaluate(guards, state, { path: location.pathname, tab, redirectHint });
  if (result.pass) return <Outlet />;
  const target = location.pathname + location.search;
  const to =
    result.keepTarget && !signedOutByUser
      ? `${result.redirect}?redirect=${encodeURIComponent(target)}`
      : result.redirect;
  return <Navigate to={to} replace />;
}
