import { useQuery } from '@tanstack/react-query';
import { contracts, SPID } from '@portal/shared';
import { useCustomerUUID } from '../../lib/account';
import { queryOf } from '../../lib/api/query';

/** The mobile groups the account's SIMs are in. */
export function useMobileGroups() {
  const uuid = useCustomerUUID();
  return useQuery({
    ...queryOf(contracts.groups.mobileGroupInfo, {
      params: { spid: String(SPID) },
      query: { CustomerUUID: uuid ?? '' },
    }),
    enabled: !!uuid,
  });
}
