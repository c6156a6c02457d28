import { Alert, AlertTitle, Button } from '@mui/material';
import { useEffect } from 'react';
import {
  Pagination,
  useChoicesContext,
  useEditContext,
  useGetResourceLabel,
  useListContext,
  useLogoutIfAccessDenied,
  useReferenceFieldContext,
  useShowContext,
  useTranslate,
} from 'react-admin';
import { failureMessage } from '../lib/failure';

interface Props {
  /** What could not be loaded, as shown ("Fibre orders"). */
  name: string;
  error: unknown;
  onRetry(): void;
  /** Within a row or a field: no margin, a small text. */
  dense?: boolean;
}

/**
 * Says what could not be loaded and why, with its own "Try again": a failed read is never shown as "none". A read
 * the API refused for the session (the console's own pages read past react-admin's hooks) ends the session as
 * react-admin's reads do: to sign-in with a message, the page to return to kept.
 */
export function LoadFailure({ name, error, onRetry, dense = false }: Props) {
  const translate = useTranslate();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  useEffect(() => {
    void logoutIfAccessDenied(error);
  }, [error, logoutIfAccessDenied]);
  return (
    <Alert
      severity="error"
      sx={dense ? { py: 0, typography: 'body2' } : { m: 1 }}
      action={
        <Button color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }} onClick={onRetry}>
          {translate('console.failure.retry')}
        </Button>
      }
    >
      <AlertTitle>{translate('console.failure.load_title', { name })}</AlertTitle>
      {failureMessage(error, translate)}
    </Alert>
  );
}

/** In place of a list whose page could not be loaded. */
export function ListLoadFailure() {
  const { error, refetch, resource } = useListContext();
  const label = useGetResourceLabel();
  return <LoadFailure name={label(resource, 2)} error={error} onRetry={() => void refetch()} />;
}

/** In place of a referenced record (an order's plan, a product's customer) that could not be loaded. */
export function ReferenceLoadFailure({ reference }: { reference: string }) {
  const { error, refetch } = useReferenceFieldContext();
  const label = useGetResourceLabel();
  return <LoadFailure name={label(reference, 1)} error={error} onRetry={() => void refetch()} dense />;
}

/** In place of a record that could not be loaded, on its show page. */
export function ShowLoadFailure() {
  const { error, refetch, resource } = useShowContext();
  const label = useGetResourceLabel();
  return <LoadFailure name={label(resource ?? '', 1)} error={error} onRetry={() => void refetch()} />;
}

/** In place of a record that could not be loaded, on its edit page. */
export function EditLoadFailure() {
  const { error, refetch, resource } = useEditContext();
  const label = useGetResourceLabel();
  return <LoadFailure name={label(resource ?? '', 1)} error={error} onRetry={() => void refetch()} />;
}

/** A list's pagination, left out when its page failed: with no total, it would claim "1-25 of 25". */
export function PaginationUnlessFailed() {
  const { error } = useListContext();
  return error ? null : <Pagination />;
}

/** Beside an input whose choices (the plans to pick from) could not be loaded, inside its reference input. */
export function ChoicesLoadFailure() {
  const { error, refetch, resource } = useChoicesContext();
  const label = useGetResourceLabel();
  if (!error) return null;
  return <LoadFailure name={label(resource, 2)} error={error} onRetry={() => void refetch()} dense />;
}
