import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, Grid, IconButton, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlags } from '../../lib/flags';
import { carouselWindow, plansPerView } from './carousel-window';
import './i18n';

/** A row of plan cards: `desktop_carousel_items` at a time on a desktop screen (3), two on a tablet, one on a phone. */
export function PlanCarousel<T extends { UUID: string }>({
  label,
  items,
  render,
}: {
  label: string;
  items: readonly T[];
  render: (item: T) => ReactNode;
}) {
  const { t } = useTranslation('mobilePlans');
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const tablet = useMediaQuery(theme.breakpoints.up('sm'));
  const { flags } = useFlags();
  const perView = plansPerView(
    desktop ? 'desktop' : tablet ? 'tablet' : 'phone',
    flags.desktop_carousel_items,
  );
  const [first, setFirst] = useState(0);
  const view = carouselWindow(items.length, first, perView);
  const paged = view.canGoBack || view.canGoOn;
  return (
    <Box role="group" aria-roledescription={t('carousel.name')} aria-label={label}>
      <Grid container spacing={2} aria-live="polite">
        {items.slice(view.first, view.end).map((item, i) => (
          <Grid
            key={item.UUID}
            size={12 / perView}
            role="group"
            aria-roledescription={t('carousel.slide')}
            aria-label={t('carousel.position', { n: view.first + i + 1, total: items.length })}
          >
            {render(item)}
          </Grid>
        ))}
      </Grid>
      {paged && (
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', justifyContent: 'center' }}>
          <IconButton
            aria-label={t('carousel.back')}
            disabled={!view.canGoBack}
            onClick={() => setFirst(view.first - 1)}
          >
            <ChevronLeft />
          </IconButton>
          <Typography variant="body2">
            {t('carousel.showing', { from: view.first + 1, to: view.end, total: items.length })}
          </Typography>
          <IconButton
            aria-label={t('carousel.next')}
            disabled={!view.canGoOn}
            onClick={() => setFirst(view.first + 1)}
          >
            <ChevronRight />
          </IconButton>
        </Stack>
      )}
    </Box>
  );
}
