import { useQuery } from '@tanstack/react-query';
import type { CataloguePlan } from '@portal/shared';
import { postpayCatalogueQuery, prepayCatalogueQuery } from '../../lib/catalogue-queries';

/** The catalogue's plans and addons of one billing kind. */
export function useCataloguePlans(kind: 'postpay' | 'prepay' | undefined) {
  const postpay = useQuery({
    ...postpayCatalogueQuery,
    enabled: kind === 'postpay',
    select: (data): CataloguePlan[] => data.PostpayMobilePlans,
  });
  const prepay = useQuery({
    ...prepayCatalogueQuery,
    enabled: kind === 'prepay',
    select: (data): CataloguePlan[] => data.PrepayAddons,
  });
  return kind === 'prepay' ? prepay : postpay;
}

/** The base plans of a catalogue list, cheapest first (what a change of plan chooses between). */
export const basePlans = (plans: readonly CataloguePlan[] | undefined): CataloguePlan[] =>
  (plans ?? []).filter((p) => p.isBasePlan).sort((a, b) => a.cost - b.cost);
