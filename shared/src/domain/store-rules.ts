import type { Role } from '../entities/common';

/** Roles that may use the provider console and the provider-side store (admin includes operator). */
export const CONSOLE_ROLES: readonly Role[] = ['operator', 'admin', 'super_admin'];

export const isConsoleLogin = (roles: readonly string[] | undefined) =>
  !!roles?.some((r) => (CONSOLE_ROLES as readonly string[]).includes(r));

/** Only admins may purge (remove for good). */
export const isStoreAdmin = (roles: readonly string[] | undefined) =>
  !!roles?.some((r) => r === 'admin' || r === 'super_admin');

export interface SoftDeletable {
  DeletedAtNanos: number | null;
}

export const isSoftDeleted = (record: SoftDeletable) => record.DeletedAtNanos !== null;

/** Why a purge is refused, if it is: not an admin (403), or the record was not deleted first (409). */
export function purgeRefusal(
  roles: readonly string[] | undefined,
  record: SoftDeletable,
): 'forbidden' | 'purge_not_deleted' | undefined {
  if (!isStoreAdmin(roles)) return 'forbidden';
  if (!isSoftDeleted(record)) return 'purge_not_deleted';
  return undefined;
}

/** A deleted record is read-only until restored; a change that restores it (DeletedAtNanos: null) is allowed. */
export function editRefusal(
  record: SoftDeletable,
  change: { DeletedAtNanos?: null },
): 'record_deleted' | undefined {
  return isSoftDeleted(record) && change.DeletedAtNanos !== null ? 'record_deleted' : undefined;
}
