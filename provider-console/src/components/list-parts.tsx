import type { ReactElement } from 'react';
import { FiltersDrawerButton } from './filters-drawer';
import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import {
  Box,
  Card,
  CardContent,
  IconButton,
  List,
  Tooltip,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import {
  AddSavedQueryIconButton,
  CreateButton,
  ExportButton,
  extractValidSavedQueries,
  FilterButton,
  RemoveSavedQueryIconButton,
  SavedQueryFilterListItem,
  SelectColumnsButton,
  TopToolbar,
  useListContext,
  useSavedQueries,
  useStore,
  useTranslate,
} from 'react-admin';

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
      {phoneFilters ? <FiltersDrawerButton filters={phoneFilters} /> : <FilterButton />}
      {phoneFilters ? null : <SelectColumnsButton />}
      {create ? <CreateButton /> : null}
      <ExportButton maxResults={1000} />
    </TopToolbar>
  );
}

const sameQuery = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The saved queries beside a list (hidden on narrow screens, where the filter button keeps them). react-admin's
 * SavedQueriesList puts its save button inside the list element, which screen readers then announce as a broken
 * list; here the button sits beside the heading and the list holds only the queries.
 */
export function SavedQueriesAside() {
  const translate = useTranslate();
  const { resource, filterValues, displayedFilters, sort, perPage } = useListContext();
  const [savedQueries] = useSavedQueries(resource);
  const queries = extractValidSavedQueries(savedQueries);
  const current = { filter: filterValues, sort, perPage, displayedFilters };
  const saved = queries.some((q) => sameQuery(q.value, current));
  const filtered = Object.keys(filterValues).length > 0;
  // Open by default only where the table still has room beside it; the operator's choice is remembered.
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('xl'));
  const [open, setOpen] = useStore<boolean | undefined>('console.savedQueries.open');
  const shown = open ?? wide;
  const display = { xs: 'none', lg: 'block' };
  if (!shown) {
    return (
      <Box sx={{ order: -1, mr: 1, mt: 8, flexShrink: 0, display }}>
        <Tooltip title={translate('console.saved_queries.show')}>
          <IconButton aria-label={translate('console.saved_queries.show')} onClick={() => setOpen(true)}>
            <BookmarksIcon />
          </IconButton>
        </Tooltip>
      </Box>
    );
  }
  return (
    <Card sx={{ order: -1, mr: 2, mt: 8, width: 220, flexShrink: 0, display }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="overline" component="h2">
            {translate('ra.saved_queries.label')}
          </Typography>
          <Box>
            {saved ? <RemoveSavedQueryIconButton /> : filtered ? <AddSavedQueryIconButton /> : null}
            <IconButton
              size="small"
              aria-label={translate('console.saved_queries.hide')}
              onClick={() => setOpen(false)}
            >
              <ChevronLeftIcon fontSize="small" />
            </IconButton>
          </Box>
        </Box>
        {queries.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('ra.saved_queries.help')}
          </Typography>
        ) : (
          <List dense disablePadding aria-label={translate('ra.saved_queries.label')}>
            {queries.map((q) => (
              <SavedQueryFilterListItem key={q.label} label={q.label} value={q.value} />
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
