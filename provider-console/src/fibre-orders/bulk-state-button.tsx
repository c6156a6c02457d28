import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { lazy, Suspense, useState } from 'react';
import { Button, useListContext } from 'react-admin';

// The dialog and the call it makes load on first use: the orders list's first load does not carry them.
const BulkStateDialog = lazy(async () => ({
  default: (await import('./bulk-state-dialog')).BulkStateDialog,
}));

/** "Change state" for the selected orders. */
export function BulkStateButton() {
  const { selectedIds } = useListContext();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="console.bulk.change" onClick={() => setOpen(true)} startIcon={<SwapHorizIcon />} />
      {open ? (
        <Suspense fallback={null}>
          <BulkStateDialog ids={selectedIds.map(String)} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
