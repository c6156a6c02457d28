import { Navigate, useParams } from 'react-router';
import { useSession } from '../../lib/session/use-session';
import { resolveDeepLink } from './targets';

/** /link/{name}: an old link from emails and the apps, sent on to today's screen. */
export function DeepLinkPage() {
  const { name = '' } = useParams();
  const session = useSession();
  if (session.status === 'restoring') return null;
  const to = resolveDeepLink(name, session.status === 'signed-in');
  return <Navigate to={to ?? '/not-found'} replace />;
}
