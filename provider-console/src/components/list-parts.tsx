import { Card, CardContent } from '@mui/material';
import {
  CreateButton,
  ExportButton,
  FilterButton,
  SavedQueriesList,
  SelectColumnsButton,
  TopToolbar,
} from 'react-admin';

/** Filters (with "save current query"), the column chooser, create and export (it honours the filters). */
export function ListActions({ create = false }: { create?: boolean }) {
  return (
    <TopToolbar>
      <FilterButton />
      <SelectColumnsButton />
      {create ? <CreateButton /> : null}
      <ExportButton maxResults={1000} />
    </TopToolbar>
  );
}

/** The saved queries beside a list (hidden on narrow screens, where the filter button keeps them). */
export function SavedQueriesAside() {
  return (
    <Card sx={{ order: -1, mr: 2, mt: 8, width: 220, flexShrink: 0, display: { xs: 'none', lg: 'block' } }}>
      <CardContent>
        <SavedQueriesList />
      </CardContent>
    </Card>
  );
}
