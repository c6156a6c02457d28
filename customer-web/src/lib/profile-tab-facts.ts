import { useQuery } from '@tanstack/react-query';
import { useCustomerUUID } from './account';
import { fibreProductsQuery, fwaProductsQuery } from './broadband-service-queries';
import { useFlags } from './flags';
import { useCurrentMobileProduct } from './mobile-products';
import type { TabFacts } from './profile-tabs';

/**
 * Whether the open account has a fibre or fixed-wireless service, from the same calls (and cache) the broadband
 * screens use.
 */
export function useHasBroadband(): { hasBroadband: boolean; isPending: boolean; failed: boolean } {
  const uuid = useCustomerUUID();
  const fibre = useQuery(fibreProductsQuery(uuid));
  const fwa = useQuery(fwaProductsQuery(uuid));
  return {
    hasBroadband: (fibre.data?.UFBProducts.length ?? 0) + (fwa.data?.FWAProducts.length ?? 0) > 0,
    isPending: fibre.isPending || fwa.isPending,
    failed: (fibre.isError && !fibre.data) || (fwa.isError && !fwa.data),
  };
}

/**
 * What decides the open account's profile tabs. A tab whose call failed stays: not knowing is not "none", and the
 * tab's page says what failed with a retry.
 */
export function useTabFacts(): TabFacts {
  const { product } = useCurrentMobileProduct();
  const broadband = useHasBroadband();
  const { flags, failed } = useFlags();
  return {
    hasMobile: !!product,
    hasBroadband: broadband.hasBroadband || broadband.failed,
    bonuses: flags.bonuses || failed,
  };
}
