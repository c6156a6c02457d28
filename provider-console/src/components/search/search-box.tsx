import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, Box, InputAdornment, ListSubheader, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useRedirect, useTranslate } from 'react-admin';
import { LoadFailure } from '../load-failure';
import { workApi, workKeys } from '../../lib/work-api';
import { MIN_SEARCH, searchOptions, type SearchOption } from './search-results';
import { useDebounced } from './use-debounced';

const DEBOUNCE_MS = 250;

interface Props {
  /** In the phone's full-screen search: the results list below the box, not over the page. */
  inline?: boolean;
  /** After a result was opened. */
  onOpened?(): void;
}

/**
 * The console's one search: orders and customers as the operator types (once they pause), grouped; Enter opens the
 * first (or the highlighted) result, a click any of them. A failed search says so, with its own Try again.
 */
export default function SearchBox({ inline = false, onOpened }: Props) {
  const translate = useTranslate();
  const redirect = useRedirect();
  const groupId = useId();
  const [text, setText] = useState('');
  const term = useDebounced(text.trim(), DEBOUNCE_MS);
  const ready = term.length >= MIN_SEARCH;
  const search = useQuery({
    queryKey: workKeys.search(term),
    queryFn: () => workApi.search(term),
    enabled: ready,
    placeholderData: (previous) => previous,
  });
  const options = ready ? searchOptions(search.data) : [];
  const waiting = text.trim() !== term || (ready && search.isFetching && !search.data);
  const empty = search.isError ? (
    <LoadFailure
      name={translate('console.search.results')}
      error={search.error}
      onRetry={() => void search.refetch()}
      dense
    />
  ) : text.trim().length < MIN_SEARCH ? (
    translate('console.search.typing')
  ) : (
    translate('console.search.none')
  );
  const open = (option: SearchOption) => {
    redirect('show', option.resource, option.UUID);
    onOpened?.();
  };
  return (
    <Autocomplete<SearchOption, false, false, false>
      options={search.isError ? [] : options}
      filterOptions={(all) => all}
      groupBy={(o) => translate(`console.search.${o.group}`)}
      getOptionLabel={(o) => o.primary}
      getOptionKey={(o) => `${o.resource}:${o.UUID}`}
      isOptionEqualToValue={(a, b) => a.UUID === b.UUID}
      inputValue={text}
      onInputChange={(_, value, reason) => {
        if (reason !== 'reset') setText(value);
      }}
      value={null}
      onChange={(_, option) => option && open(option)}
      autoHighlight
      openOnFocus
      clearOnBlur={false}
      loading={waiting}
      loadingText={translate('console.search.searching')}
      noOptionsText={empty}
      disablePortal={inline}
      fullWidth
      slotProps={{
        listbox: { 'aria-label': translate('console.search.results'), sx: { maxHeight: '75vh' } },
        paper: { sx: { minWidth: 360 } },
      }}
      sx={inline ? { flex: 1 } : { width: 360, maxWidth: '40vw' }}
      // A group of options, named by its heading: MUI's own nests a list in the listbox, which screen readers misread.
      renderGroup={({ key, group, children }) => (
        <li key={key} role="group" aria-labelledby={`${groupId}-${key}`}>
          <ListSubheader component="div" id={`${groupId}-${key}`} sx={{ top: -8, lineHeight: 2.5 }}>
            {group}
          </ListSubheader>
          <Box component="ul" role="presentation" sx={{ p: 0 }}>
            {children}
          </Box>
        </li>
      )}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {option.primary}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            {`${option.secondary} · ${translate('console.search.found', {
              field: translate(`console.search.matched.${option.matched}`),
            })}`}
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus
          size="small"
          variant="outlined"
          placeholder={translate('console.search.placeholder')}
          sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
            htmlInput: {
              ...params.slotProps.htmlInput,
              'aria-label': translate('console.search.label'),
              type: 'search',
            },
          }}
        />
      )}
    />
  );
}
