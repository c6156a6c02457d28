import { useQuery } from '@tanstack/react-query';
import { billingKind, type CataloguePlan } from '@portal/shared';
import { postpayCatalogueQuery, prepayCatalogueQuery } from '../catalogue-queries';

const onlyAddons = (entries: readonly CataloguePlan[], bills: 'postpay' | 'prepay') =>
  entries.filter((e) => !e.isBasePlan && billingKind(e.BillingReference) === bills);

/** The catalogue's addons a service of this billing kind can buy. */
export function useCatalogueAddons(bills: 'postpay' | 'prepay' | undefined) {
  const postpay = useQuery({
    ...postpayCatalogueQuery,
    enabled: bills === 'postpay',
    select: (data) => onlyAddons(data.PostpayMobilePlans, 'postpay'),
  });
  const prepay = useQuery({
    ...prepayCatalogueQuery,
    enabled: bills === 'prepay',
    select: (data) => onlyAddons(data.PrepayAddons, 'prepay'),
  });
  return bills === 'prepay' ? prepay : postpay;
}
