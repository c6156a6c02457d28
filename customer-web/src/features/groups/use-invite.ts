import { contracts } from '@portal/shared';
import { useGroupMutation } from './group-calls';

/** Sends an invite by email. */
export const useInvite = () => useGroupMutation(contracts.groups.invite);
