import { contracts } from '@portal/shared';
import { useGroupMutation } from './group-calls';

/** Accepts, declines or cancels an invite. */
export const useApprovalAction = () => useGroupMutation(contracts.groups.approvalAction);
