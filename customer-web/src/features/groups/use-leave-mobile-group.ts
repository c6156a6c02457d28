import { contracts } from '@portal/shared';
import { useGroupMutation } from './group-calls';

/** One of the account's SIMs leaves its mobile group. */
export const useLeaveMobileGroup = () => useGroupMutation(contracts.groups.leaveMobileGroup);
