import { APP_PREFIX } from './storage';

/**
 * The approval token of a billing route link, kept in session storage so it survives the sign-in on the way to
 * the accept screen, and removed after the action.
 */
const KEY = `${APP_PREFIX}billing-route-approval`;

export interface KeptApproval {
  approvalUUID: string;
  token: string;
}

export const approvalToken = {
  keep(value: KeptApproval): void {
    sessionStorage.setItem(KEY, JSON.stringify(value));
  },
  read(): KeptApproval | undefined {
    try {
      const raw = sessionStorage.getItem(KEY);
      const value = raw ? (JSON.parse(raw) as Partial<KeptApproval>) : undefined;
      return value?.approvalUUID && value.token ? (value as KeptApproval) : undefined;
    } catch {
      return undefined;
    }
  },
  remove(): void {
    sessionStorage.removeItem(KEY);
  },
};

/** The screen where a billing route invite or request is answered. */
export const acceptPath = (approvalUUID: string) => `/profile/balance/billing-methods/accept/${approvalUUID}`;

/** Where a sign-in goes when a billing route link was opened before it: the link's accept screen. */
export function keptApprovalPath(): string | undefined {
  const kept = approvalToken.read();
  return kept ? acceptPath(kept.approvalUUID) : undefined;
}
