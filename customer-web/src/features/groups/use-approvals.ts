import { useQuery } from '@tanstack/react-query';
import { contracts } from '@portal/shared';
import { useCustomerUUID } from '../../lib/account';
import { queryOf } from '../../lib/api/query';
import { groupParams } from './group-calls';

/** The account's sent invites (Invites) and incoming ones (Approvals). */
export function useApprovals() {
  return useQuery(queryOf(contracts.groups.approvals, { params: groupParams(useCustomerUUID()) }));
}
