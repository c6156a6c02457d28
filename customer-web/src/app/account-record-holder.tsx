import { useCurrentCustomer } from '../lib/account';

/**
 * Holds the open account's record while a signed-in login moves between pages. Signing in opens the account from
 * the sign-in page, whose guard reads the record and then gives way to the profile's guard elsewhere in the route
 * tree: a call in flight that loses its last reader is cancelled, and the next reader would ask again.
 */
export function AccountRecordHolder() {
  useCurrentCustomer();
  return null;
}
