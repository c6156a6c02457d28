import { APP_PREFIX } from '../../lib/storage';

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
