import { IdentityConsentSchema, type IdentityConsent } from '@portal/shared';
import { PENDING_IDENTITY_KEY } from './pending-identity';

/** The identity kept by `pendingIdentity.save`, while its token is still valid. */
export function readPendingIdentity(now = Date.now()): IdentityConsent | undefined {
  try {
    const parsed = IdentityConsentSchema.safeParse(
      JSON.parse(sessionStorage.getItem(PENDING_IDENTITY_KEY) ?? 'null'),
    );
    return parsed.success && parsed.data.ExpiresAtNanos / 1_000_000 > now ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
