import { useQuery } from '@tanstack/react-query';
import { CACHE, contracts, type CataloguePlan } from '@portal/shared';
import { queryOf } from '../../lib/api/query';

/** The catalogue's plans and addons of one billing kind, kept as long as plan lists are (1 minute). */
export function useCataloguePlans(kind: 'postpay' | 'prepay' | undefined) {
  const postpay = useQuery({
    ...queryOf(contracts.mobileCatalogue.postpayPlans, { anonymous: true }),
    staleTime: CACHE.planLists,
    enabled: kind === 'postpay',
    select: (data): CataloguePlan[] => data.PostpayMobilePlans,
  });
  const prepay = useQuery({
    ...queryOf(contracts.mobileCatalogue.prepayPlans, { anonymous: true }),
    staleTime: CACHE.planLists,
    enabled: kind === 'prepay',
    select: (data): CataloguePlan[] => data.PrepayAddons,
  });
  return kind === 'prepay' ? prepay : postpay;
}

/** The base plans of a catalogue list, cheapest first (what a change of plan chooses between). */
export const basePlans = (plans: readonly CataloguePlan[] | undefined): CataloguePlan[] =>
  (plans ?? []).filter((p) => p.isBasePlan).sort((a, b) => a.cost - b.cost);
