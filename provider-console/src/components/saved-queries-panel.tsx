import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import { Box, Card, CardContent, IconButton, List, Typography } from '@mui/material';
import {
  AddSavedQueryIconButton,
  extractValidSavedQueries,
  RemoveSavedQueryIconButton,
  SavedQueryFilterListItem,
  useListContext,
  useSavedQueries,
  useTranslate,
} from 'react-admin';
import { SAVED_QUERIES_DISPLAY } from './list-parts';

const sameQuery = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The open saved queries beside a list. react-admin's SavedQueriesList puts its save button inside the list element,
 * which screen readers then announce as a broken list; here the button sits beside the heading and the list holds
 * only the queries.
 */
export function SavedQueriesPanel({ onHide }: { onHide: () => void }) {
  const translate = useTranslate();
  const { resource, filterValues, displayedFilters, sort, perPage } = useListContext();
  const [savedQueries] = useSavedQueries(resource);
  const queries = extractValidSavedQueries(savedQueries);
  const current = { filter: filterValues, sort, perPage, displayedFilters };
  const saved = queries.some((q) => sameQuery(q.value, current));
  const filtered = Object.keys(filterValues).length > 0;
  return (
    <Card sx={{ order: -1, mr: 2, mt: 8, width: 220, flexShrink: 0, display: SAVED_QUERIES_DISPLAY }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="overline" component="h2">
            {translate('ra.saved_queries.label')}
          </Typography>
          <Box>
            {saved ? <RemoveSavedQueryIconButton /> : filtered ? <AddSavedQueryIconButton /> : null}
            <IconButton size="small" aria-label={translate('console.saved_queries.hide')} onClick={onHide}>
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
