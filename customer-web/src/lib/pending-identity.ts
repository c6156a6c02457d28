import { IdentityConsentSchema, type IdentityConsent } from '@portal/shared';
import { APP_PREFIX } from './storage';

const KEY = `${APP_PREFIX}pending-identity`;

/**
 * The identity of a social sign-in that has no account yet, kept for the identity-link page. In session storage:
 * it belongs to this tab, and sign-out clears it with the rest of the app's data.
 */
export const pendingIdentity = {
  save(consent: IdentityConsent): void {
    sessionStorage.setItem(KEY, JSON.stringify(consent));
  },
  /** The kept identity while its token is still valid. */
  read(now = Date.now()): IdentityConsent | undefined {
    try {
      const parsed = IdentityConsentSchema.safeParse(JSON.parse(sessionStorage.getItem(KEY) ?? 'null'));
      return parsed.success && parsed.data.ExpiresAtNanos / 1_000_000 > now ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  },
  clear(): void {
    sessionStorage.removeItem(KEY);
  },
};
