import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, Dialog, DialogContent, IconButton, Stack, Tooltip } from '@mui/material';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

/** The box and its results load on first use: the app bar of every page stays as light as it was. */
const SearchBox = lazy(() => import('./search-box'));

/** Whether a key press is the operator typing into a field (where "/" is just a character). */
const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The app bar's search: on a desktop a field-like button that turns into the search box; on a phone an icon that
 * opens the search full width. "/" opens it from anywhere but a field.
 */
export function AppBarSearch({ narrow }: { narrow: boolean }) {
  const translate = useTranslate();
  const [active, setActive] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target))
        return;
      event.preventDefault();
      setActive(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const label = translate('console.search.open');
  const trigger = narrow ? (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={() => setActive(true)}>
        <SearchIcon />
      </IconButton>
    </Tooltip>
  ) : (
    <Button
      color="inherit"
      variant="outlined"
      startIcon={<SearchIcon />}
      aria-keyshortcuts="/"
      onClick={() => setActive(true)}
      sx={{
        width: 360,
        maxWidth: '40vw',
        flexShrink: 0,
        justifyContent: 'flex-start',
        textTransform: 'none',
        mr: 1,
      }}
    >
      <Box component="span" sx={{ flex: 1, textAlign: 'start' }}>
        {label}
      </Box>
      <Box component="kbd" aria-hidden sx={{ opacity: 0.8, fontFamily: 'inherit' }}>
        /
      </Box>
    </Button>
  );
  if (narrow)
    return (
      <>
        {trigger}
        <Dialog
          fullScreen
          open={active}
          onClose={() => setActive(false)}
          slotProps={{ paper: { 'aria-label': label } }}
        >
          <DialogContent sx={{ p: 1.5 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Suspense fallback={null}>
                <SearchBox inline onOpened={() => setActive(false)} />
              </Suspense>
              <IconButton aria-label={translate('console.search.close')} onClick={() => setActive(false)}>
                <CloseIcon />
              </IconButton>
            </Stack>
          </DialogContent>
        </Dialog>
      </>
    );
  if (!active) return trigger;
  return (
    <Box sx={{ mr: 1, flexShrink: 0 }}>
      <Suspense fallback={trigger}>
        <SearchBox />
      </Suspense>
    </Box>
  );
}
