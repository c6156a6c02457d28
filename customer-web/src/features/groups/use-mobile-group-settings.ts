import { contracts } from '@portal/shared';
import { useGroupMutation } from './group-calls';

/** The leader changes the mobile group's SIM settings. */
export const useMobileGroupSettings = () => useGroupMutation(contracts.groups.mobileGroupSettings);
