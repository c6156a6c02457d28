import { contracts } from '@portal/shared';
import { useGroupMutation } from './group-calls';

/** The leader removes a member from the customer group. */
export const useRemoveCustomer = () => useGroupMutation(contracts.groups.removeOtherCustomer);
