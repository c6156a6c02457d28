import FilterListIcon from '@mui/icons-material/FilterList';
import { Badge, Box, Button, Drawer, Typography } from '@mui/material';
import { cloneElement, useId, useState, type ReactElement } from 'react';
import { FilterForm, useListContext, useTranslate } from 'react-admin';

/**
 * On a phone the list's filters would run off the screen in a row above the table: a "Filters" button (with the
 * number in use) opens them in a drawer from the bottom instead, every filter shown one under the other.
 */
export function FiltersDrawerButton({ filters }: { filters: ReactElement<{ alwaysOn?: boolean }>[] }) {
  const translate = useTranslate();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const { filterValues } = useListContext();
  const inUse = Object.keys(filterValues ?? {}).length;
  const label = translate('console.filters.open');
  return (
    <>
      <Button
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        startIcon={
          <Badge badgeContent={inUse} color="primary">
            <FilterListIcon />
          </Badge>
        }
      >
        {inUse ? translate('console.filters.inUse', { count: inUse }) : label}
      </Button>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { 'aria-labelledby': headingId, sx: { maxHeight: '85vh', p: 2 } } as object }}
      >
        <Typography variant="h6" component="h2" id={headingId}>
          {label}
        </Typography>
        <Box
          sx={{
            '& .RaFilterForm-root, & form': { flexDirection: 'column', alignItems: 'stretch' },
            '& .MuiFormControl-root, & .MuiAutocomplete-root': { width: '100%', minWidth: 0 },
          }}
        >
          <FilterForm filters={filters.map((f) => cloneElement(f, { alwaysOn: true }))} />
        </Box>
        <Button variant="contained" onClick={() => setOpen(false)} sx={{ mt: 2 }}>
          {translate('console.filters.done')}
        </Button>
      </Drawer>
    </>
  );
}
