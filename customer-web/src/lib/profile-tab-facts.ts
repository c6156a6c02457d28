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
export function useHasBroadband(): { hasBroadband: boolean; isPending: boolean } {
  const uuid = useCustomerUUID();
  const fibre = useQuery(fibreProductsQuery(uuid));
  const fwa = useQuery(fwaProductsQuery(uuid));
  return {
    hasBroadband: (fibre.data?.UFBProducts.length ?? 0) + (fwa.data?.FWAProducts.length ?? 0) > 0,
    isPending: fibre.isPending || fwa.isPending,
  };
}

/** What decides the open account's profile tabs. */
export function useTabFacts(): TabFacts {
  const { product } = useCurrentMobileProduct();
  const { hasBroadband } = useHasBroadband();
  const { flags } = useFlags();
  return { hasMobile: !!product, hasBroadband, bonuses: flags.bonuses };
}
