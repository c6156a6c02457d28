import type { IdentityConsent } from '@portal/shared';
import { APP_PREFIX } from './storage';

export const PENDING_IDENTITY_KEY = `${APP_PREFIX}pending-identity`;

/**
 * The identity of a social sign-in that has no account yet, kept for the identity-link page. In session storage:
 * it belongs to this tab, and sign-out clears it with the rest of the app's data. Read back (and checked) by
 * `readPendingIdentity`, apart from here, so the sign-in page that keeps it does not carry its schema.
 */
export const pendingIdentity = {
  save(consent: IdentityConsent): void {
    sessionStorage.setItem(PENDING_IDENTITY_KEY, JSON.stringify(consent));
  },
  clear(): void {
    sessionStorage.removeItem(PENDING_IDENTITY_KEY);
  },
};
