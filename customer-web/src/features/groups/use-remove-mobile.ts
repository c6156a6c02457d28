import { contracts } from '@portal/shared';
import { useGroupMutation } from './group-calls';

/** The leader removes a member SIM from the mobile group. */
export const useRemoveMobile = () => useGroupMutation(contracts.groups.removeOtherMobile);
