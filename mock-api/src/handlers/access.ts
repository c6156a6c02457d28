import { codeHandlers } from './access-codes';
import { identityHandlers } from './access-identity';
import { invitationHandlers } from './access-invitations';
import { recoveryHandlers } from './access-recovery';
import { signUpHandlers } from './access-sign-up';
import { verificationHandlers } from './access-verification';
import type { HandlerGroup } from './types';

/** Account access: sign-up, social identities, codes and tokens, recovery, email verification, invitations. */
export const accessHandlers: HandlerGroup = (ctx) => [
  ...signUpHandlers(ctx),
  ...identityHandlers(ctx),
  ...codeHandlers(ctx),
  ...recoveryHandlers(ctx),
  ...verificationHandlers(ctx),
  ...invitationHandlers(ctx),
];
