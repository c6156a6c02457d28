import { Navigate, Outlet, useLocation } from 'react-router';
import { Loader } from '../components/loader';
import { safeRedirect } from '../lib/redirect';
import { useSession } from '../lib/session/use-session';
import { evaluate, type Guard } from './guards';
import { useGuardState } from './use-guard-state';

/** A layout route that lets its children render only when every guard passes, in order. */
export function Guarded({ guards, tab }: { guards: readonly Guard[]; tab?: string }) {
  const location = useLocation();
  const { state, ready } = useGuardState();
  const { signedOutByUser } = useSession();
  if (!ready) return <Loader />;
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
