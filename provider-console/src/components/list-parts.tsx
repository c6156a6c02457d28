import { lazy, Suspense, type ReactElement } from 'react';
import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import { Box, IconButton, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import {
  CreateButton,
  ExportButton,
  FilterButton,
  SelectColumnsButton,
  TopToolbar,
  useStore,
  useTranslate,
} from 'react-admin';

// Only a phone shows the filters drawer, and only an open aside lists the saved queries: neither loads otherwise.
const FiltersDrawerButton = lazy(async () => ({
  default: (await import('./filters-drawer')).FiltersDrawerButton,
}));
const SavedQueriesPanel = lazy(async () => ({
  default: (await import('./saved-queries-panel')).SavedQueriesPanel,
}));

/**
 * Filters (with "save current query"), the column chooser, create and export (it honours the filters). On a phone,
 * `phoneFilters` are given instead of the list's own filters: a button opens them in a drawer.
 */
export function ListActions({
  create = false,
  phoneFilters,
}: {
  create?: boolean;
  phoneFilters?: ReactElement<{ alwaysOn?: boolean }>[];
}) {
  return (
    // On a phone the list is one line per record: no columns to choose, and the buttons wrap rather than run off.
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      {phoneFilters ? (
        <Suspense fallback={null}>
          <FiltersDrawerButton filters={phoneFilters} />
        </Suspense>
      ) : (
        <FilterButton />
      )}
      {phoneFilters ? null : <SelectColumnsButton />}
      {create ? <CreateButton /> : null}
      <ExportButton maxResults={1000} />
    </TopToolbar>
  );
}

/** The saved queries' aside, open or closed, shows from a laptop's width up. */
export const SAVED_QUERIES_DISPLAY = { xs: 'none', lg: 'block' };

/**
 * The saved queries beside a list (hidden on narrow screens, where the filter button keeps them): closed, a button
 * that opens them.
 */
export function SavedQueriesAside() {
  const translate = useTranslate();
  // Open by default only where the table still has room beside it; the operator's choice is remembered.
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('xl'));
  const [open, setOpen] = useStore<boolean | undefined>('console.savedQueries.open');
  const shown = open ?? wide;
  if (!shown) {
    return (
      <Box sx={{ order: -1, mr: 1, mt: 8, flexShrink: 0, display: SAVED_QUERIES_DISPLAY }}>
        <Tooltip title={translate('console.saved_queries.show')}>
          <IconButton aria-label={translate('console.saved_queries.show')} onClick={() => setOpen(true)}>
            <BookmarksIcon />
          </IconButton>
        </Tooltip>
      </Box>
    );
  }
  return (
    <Suspense fallback={null}>
      <SavedQueriesPanel onHide={() => setOpen(false)} />
    </Suspense>
  );
}
