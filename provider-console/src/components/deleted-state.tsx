import { Alert } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { isStoreAdmin } from '@portal/shared';
import { useState } from 'react';
import {
  Button,
  Confirm,
  useGetRecordRepresentation,
  useNotify,
  usePermissions,
  useRecordContext,
  useRedirect,
  useResourceContext,
  useTranslate,
  useUpdate,
  type RaRecord,
} from 'react-admin';
import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { useStoreDataProvider } from '../lib/data-provider';
import { failureMessage } from '../lib/failure';
import { formatNanos } from '../lib/format';

type SoftDeleted = RaRecord & { DeletedAtNanos: number | null };

/** Says that the record shown is soft-deleted, and when. */
export function DeletedBanner() {
  const record = useRecordContext<SoftDeleted>();
  const translate = useTranslate();
  if (!record || record.DeletedAtNanos === null) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {translate('console.deleted.banner', { when: formatNanos(record.DeletedAtNanos) })}
    </Alert>
  );
}

/** Restores a soft-deleted record: a PUT that clears DeletedAtNanos. */
export function RestoreButton() {
  const record = useRecordContext<SoftDeleted>();
  const resource = useResourceContext();
  const notify = useNotify();
  const translate = useTranslate();
  const [update, { isPending }] = useUpdate();
  if (!record || record.DeletedAtNanos === null) return null;
  const restore = () =>
    update(
      resource,
      { id: record.id, data: { DeletedAtNanos: null }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('console.deleted.restored', { type: 'success' }),
        onError: (error) =>
          notify(translate('console.failure.restored', { reason: failureMessage(error, translate) }), {
            type: 'error',
          }),
      },
    );
  return (
    <Button
      label="console.deleted.restore"
      onClick={restore}
      disabled={isPending}
      startIcon={<RestoreIcon />}
    />
  );
}

/**
 * Removes a deleted record for good: a danger action for admins only, after a confirmation naming the record.
 * Operators never see it (and the API refuses them anyway).
 */
export function PurgeButton() {
  const record = useRecordContext<SoftDeleted>();
  const resource = useResourceContext() as string;
  const { permissions } = usePermissions<string[]>();
  const represent = useGetRecordRepresentation(resource);
  const dataProvider = useStoreDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const redirect = useRedirect();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record || record.DeletedAtNanos === null || !isStoreAdmin(permissions)) return null;
  const name = String(represent(record));
  const purge = async () => {
    setBusy(true);
    try {
      await dataProvider.purge(resource, record.id);
      // Every cached answer of the resource may hold the purged record: each is fetched again when next shown
      // (not now, while this page of the purged record is still open).
      await queryClient.invalidateQueries({ queryKey: [resource], refetchType: 'none' });
      notify('console.purge.done', { type: 'success', messageArgs: { name } });
      setOpen(false);
      redirect('list', resource);
    } catch (error) {
      // The confirmation closes so the failure is read out: an open dialog hides the rest of the page from
      // assistive technology, the notice included.
      setOpen(false);
      notify(translate('console.failure.purged', { name, reason: failureMessage(error, translate) }), {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        label="console.purge.action"
        color="error"
        variant="outlined"
        onClick={() => setOpen(true)}
        startIcon={<DeleteForeverIcon />}
      />
      <Confirm
        isOpen={open}
        loading={busy}
        title="console.purge.title"
        titleTranslateOptions={{ name }}
        content="console.purge.content"
        contentTranslateOptions={{ name }}
        confirm="console.purge.action"
        confirmColor="warning"
        onConfirm={() => void purge()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
