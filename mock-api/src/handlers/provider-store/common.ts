import {
  ERRORS,
  editRefusal,
  purgeRefusal,
  type ErrorCode,
  type PurgeResult,
  type SoftDeletable,
} from '@portal/shared';
import type { MockContext } from '../../context';
import { ApiError, badRequest, conflict, notFound } from '../../http/api-error';
import type { Session } from '../../http/session';

/** The instant of the virtual clock, in the nanoseconds the store's fields carry. */
export const nowNanos = (ctx: MockContext) => ctx.sim.clock.now() * 1_000_000;

/** A record by UUID (a plain predicate: cheaper than a compiled query on a large table). */
/** Store tables are keyed by UUID, so this is a lookup, not a scan. */
export function byUuid<R extends { UUID: string }>(
  table: { find(uuid: string): R | undefined },
  uuid: string,
) {
  return table.find(uuid);
}

export function mustFind<R extends { UUID: string }>(
  table: { find(uuid: string): R | undefined },
  uuid: string,
): R {
  const record = byUuid(table, uuid);
  if (!record) throw notFound();
  return record;
}

/** The operator's name, as notes and hand-made timeline steps are signed. */
export const operatorName = (session: Session) =>
  `${session.login.FirstName} ${session.login.LastName}`.trim();

/** 400 naming the body field that refers to nothing. */
export const unknownReference = (field: string, what: string) =>
  badRequest('unknown_reference', {
    err_message: `${field}: ${what}`,
    errors: [{ path: `body.${field}`, message: what }],
  });

/** 409 with the catalogue text and what the refusal is about. */
export const refuse = (code: ErrorCode, detail?: string) =>
  conflict(code, detail ? { err_message: `${ERRORS[code]} (${detail})` } : undefined);

/** A deleted record only takes the change that restores it (409 otherwise). */
export function checkEditable(record: SoftDeletable, change: { DeletedAtNanos?: null }): void {
  const refusal = editRefusal(record, change);
  if (refusal) throw refuse(refusal);
}

interface Updatable<R> {
  update(id: string, change: (draft: R) => void): Promise<R | undefined>;
}

/** Soft delete: hidden from lists from now on, kept for a restore or a purge. Deleting twice changes nothing. */
export async function softDelete<R extends { UUID: string; UpdatedAtNanos: number } & SoftDeletable>(
  ctx: MockContext,
  table: Updatable<R>,
  record: R,
): Promise<R> {
  if (record.DeletedAtNanos !== null) return record;
  const at = nowNanos(ctx);
  const updated = await table.update(record.UUID, (d) => {
    d.DeletedAtNanos = at;
    d.UpdatedAtNanos = at;
  });
  return updated ?? record;
}

/** Purge: admins only (the route checks), and only a record deleted first (409); its notes go with it. */
export function purge(
  ctx: MockContext,
  session: Session,
  table: { remove(id: string): unknown },
  record: { UUID: string } & SoftDeletable,
): PurgeResult {
  const refusal = purgeRefusal(session.login.Roles, record);
  if (refusal === 'forbidden') throw new ApiError(403, 'forbidden');
  if (refusal) throw refuse(refusal);
  table.remove(record.UUID);
  const notes = ctx.db.storeNotes.removeWhere((n) => n.ParentUUID === record.UUID);
  // An order's history goes with it: the one time its entries are removed.
  ctx.db.orderEvents.removeWhere((e) => e.OrderUUID === record.UUID);
  return { UUID: record.UUID, Purged: true, NotesRemoved: notes.length };
}

/** Only the fields a change names are applied (undefined means "not changed"). */
export const defined = <T extends object>(change: T) =>
  Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) as Partial<T>;
