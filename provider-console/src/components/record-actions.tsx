import { DeleteButton, EditButton, TopToolbar, useRecordContext, type RaRecord } from 'react-admin';
import type { ReactNode } from 'react';
import { PurgeButton, RestoreButton } from './deleted-state';

/**
 * The actions of a show page: edit and (soft) delete a live record; restore, and for admins purge, a deleted
 * one. `extra` adds resource actions (book an appointment).
 */
export function RecordActions({ extra, canDelete = true }: { extra?: ReactNode; canDelete?: boolean }) {
  const record = useRecordContext<RaRecord & { DeletedAtNanos?: number | null }>();
  const deleted = record?.DeletedAtNanos !== null && record?.DeletedAtNanos !== undefined;
  return (
    <TopToolbar>
      {deleted ? null : extra}
      {deleted ? null : <EditButton />}
      {deleted || !canDelete ? null : <DeleteButton />}
      <RestoreButton />
      <PurgeButton />
    </TopToolbar>
  );
}
