import { Navigate } from 'react-router';
import { Loader } from '../../components/loader';
import { useMobileProducts } from '../../lib/mobile-products';
import { useFibreProducts } from './use-fibre-products';

/**
 * The broadband area's default: the fibre or the fixed-wireless subscriptions, by the account's type (fibre when it
 * has a fibre service or no broadband at all, fixed wireless when it has only that).
 */
export function BroadbandHome() {
  const fibre = useFibreProducts();
  const mobile = useMobileProducts();
  if (fibre.isPending || mobile.isPending) return <Loader />;
  const hasFibre = (fibre.data?.length ?? 0) > 0;
  const hasFwa = (mobile.data ?? []).some((p) => p.ProductType === 'mobileFWA');
  return <Navigate to={!hasFibre && hasFwa ? 'fwa/subscriptions' : 'ufb/subscriptions'} replace />;
}
