import { useQuery } from '@tanstack/react-query';
import { billingKind, CACHE, contracts, type CataloguePlan } from '@portal/shared';
import { queryOf } from '../api/query';

const onlyAddons = (entries: readonly CataloguePlan[], bills: 'postpay' | 'prepay') =>
  entries.filter((e) => !e.isBasePlan && billingKind(e.BillingReference) === bills);

/** The catalogue's addons a service of this billing kind can buy, kept as long as plan lists (1 minute). */
export function useCatalogueAddons(bills: 'postpay' | 'prepay' | undefined) {
  const postpay = useQuery({
    ...queryOf(contracts.mobileCatalogue.postpayPlans, { anonymous: true }),
    staleTime: CACHE.planLists,
    enabled: bills === 'postpay',
    select: (data) => onlyAddons(data.PostpayMobilePlans, 'postpay'),
  });
  const prepay = useQuery({
    ...queryOf(contracts.mobileCatalogue.prepayPlans, { anonymous: true }),
    staleTime: CACHE.planLists,
    enabled: bills === 'prepay',
    select: (data) => onlyAddons(data.PrepayAddons, 'prepay'),
  });
  return bills === 'prepay' ? prepay : postpay;
}
