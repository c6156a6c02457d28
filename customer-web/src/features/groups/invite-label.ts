import type { ApprovalView } from '@portal/shared';

/** Which kind of invite it is, as the invite lists name it. */
export const inviteWhat = (invite: Pick<ApprovalView, 'ApprovalType' | 'ResourceDetails'>) =>
  invite.ResourceDetails ?? invite.ApprovalType;
