import { contracts } from '@portal/shared';
import { useGroupMutation } from './group-calls';

/** Leaves the customer group. */
export const useLeaveCustomerGroup = () => useGroupMutation(contracts.groups.leaveCustomerGroup);
