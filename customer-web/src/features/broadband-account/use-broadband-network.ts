import { useFibreProducts } from './use-fibre-products';
import { useFwaProducts } from './use-fwa-products';
import type { Network } from './broadband-nav';

/**
 * The account's broadband type: fixed wireless when it has only that, fibre otherwise (a fibre service, or no
 * broadband at all). Undefined while either is being read.
 */
export function useBroadbandNetwork(): Network | undefined {
  const fibre = useFibreProducts();
  const fwa = useFwaProducts();
  if (fibre.isPending || fwa.isPending) return undefined;
  const hasFibre = (fibre.data?.length ?? 0) > 0;
  return !hasFibre && (fwa.data?.length ?? 0) > 0 ? 'fwa' : 'ufb';
}
