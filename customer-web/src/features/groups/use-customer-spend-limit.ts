import { contracts } from '@portal/shared';
import { useGroupMutation } from './group-calls';

/** The leader sets a member's spend limit. */
export const useCustomerSpendLimit = () => useGroupMutation(contracts.groups.customerSpendLimit);
