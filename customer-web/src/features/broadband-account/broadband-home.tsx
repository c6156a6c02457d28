import { Navigate } from 'react-router';
import { CardsSkeleton } from '../../components/content-skeleton';
import { useBroadbandNetwork } from './use-broadband-network';

/** The broadband area's default: the fibre or the fixed-wireless subscriptions, by the account's type. */
export function BroadbandHome() {
  const network = useBroadbandNetwork();
  if (!network) return <CardsSkeleton count={1} />;
  return <Navigate to={`${network}/subscriptions`} replace />;
}
