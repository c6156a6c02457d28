import { contracts } from '@portal/shared';
import { useGroupMutation } from './group-calls';

/** The leader sets a member SIM's spend limit. */
export const useMobileSpendLimit = () => useGroupMutation(contracts.groups.mobileSpendLimit);
