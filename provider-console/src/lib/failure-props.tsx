import {
  EditLoadFailure,
  ListLoadFailure,
  PaginationUnlessFailed,
  ReferenceLoadFailure,
  ShowLoadFailure,
} from '../components/load-failure';
import { readQueryOptions } from './failure';

/** Every list: a failed page is said in place of the rows, never as "No … found", and retried a bounded number of times. */
export const listFailureProps = {
  error: <ListLoadFailure />,
  pagination: <PaginationUnlessFailed />,
  queryOptions: readQueryOptions,
};

/** Every show page: a failed record is said in place, not taken for a missing one (no "does not exist", no redirect). */
export const showFailureProps = {
  error: <ShowLoadFailure />,
  queryOptions: readQueryOptions,
  redirectOnError: false,
} as const;

/**
 * Every edit page: a failed record is said in place, as on a show page. How it saves is the page's own: an order
 * is saved pessimistically (a save that fails leaves the form as typed, with the failure said), while products,
 * plans and LFC products keep react-admin's undo (docs/decisions.md).
 */
export const editFailureProps = {
  error: <EditLoadFailure />,
  queryOptions: readQueryOptions,
  redirectOnError: false,
} as const;

/**
 * A reference field's: a referenced record that could not be loaded is said, with its own "Try again", while the
 * rest of the row or record shows. ReferenceField hands `error` on to ReferenceFieldBase, whose prop it is, though
 * its own props type leaves it out.
 */
export const referenceFailure = (reference: string): object => ({
  error: <ReferenceLoadFailure reference={reference} />,
});

/**
 * A record's list of related records (a customer's orders): a list that could not be loaded is said in place with
 * its own "Try again", never drawn as "No … found" while the record itself shows.
 */
export const referenceManyFailureProps = {
  error: <ListLoadFailure />,
  queryOptions: readQueryOptions,
};
