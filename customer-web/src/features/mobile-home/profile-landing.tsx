import { Navigate } from 'react-router';
import { Loader } from '../../components/loader';
import { useCurrentMobileProduct } from '../../lib/mobile-products';

/** Where the profile opens: the mobile dashboard for an account with a mobile service, else personal data. */
export function ProfileLanding() {
  const { product, isPending } = useCurrentMobileProduct();
  if (isPending) return <Loader />;
  return <Navigate to={product ? 'dashboard' : 'personal-data'} replace />;
}
