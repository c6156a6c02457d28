import { useQuery } from '@tanstack/react-query';
import { contracts } from '@portal/shared';
import { useCustomerUUID } from '../../lib/account';
import { ApiRequestError } from '../../lib/api/errors';
import { queryOf } from '../../lib/api/query';
import { groupParams } from './group-calls';

/** The account's customer group, or none: the API's 404 "Object not found" means the account is in no group. */
export function useCustomerGroup() {
  const query = queryOf(contracts.groups.customerGroupInfo, { params: groupParams(useCustomerUUID()) });
  return useQuery({
    ...query,
    queryFn: async (context) => {
      try {
        return await query.queryFn!(context);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return { CustomerGroupInfos: [] };
        throw error;
      }
    },
    select: (data) => data.CustomerGroupInfos[0],
  });
}
