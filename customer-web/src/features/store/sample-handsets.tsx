import {
  Box,
  Button,
  Card,
  CardContent,
  Grid,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  filterHandsets,
  formatNzd,
  HANDSET_STORAGE_GB,
  HANDSET_THEME_COLOURS,
  handsetPrice,
  SAMPLE_HANDSETS,
  storageLabel,
  type HandsetStorage,
  type SampleHandset,
} from '@portal/shared';
import { useFlags } from '../../lib/flags';
import { HandsetPicture } from './handset-picture';
import './i18n';

const ANY = 'any';

/** The sample handsets of the store, filtered by storage and SIM count, each shown in the colour picked. */
export function SampleHandsets() {
  const { t } = useTranslation('store');
  const [storage, setStorage] = useState<HandsetStorage>();
  const [sims, setSims] = useState<1 | 2>();
  const { flags } = useFlags();
  const shown = filterHandsets(SAMPLE_HANDSETS, { storage, sims });
  return (
    <Box component="section" aria-labelledby="handsets-title" sx={{ mt: 4 }}>
      <Typography variant="h5" component="h2" id="handsets-title">
        {t('handsets.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('handsets.lead')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label={t('handsets.storage')}
          value={storage ?? ANY}
          onChange={(_, value: HandsetStorage | typeof ANY | null) =>
            value !== null && setStorage(value === ANY ? undefined : value)
          }
          sx={{ flexWrap: 'wrap' }}
        >
          <ToggleButton value={ANY}>{t('handsets.anyStorage')}</ToggleButton>
          {HANDSET_STORAGE_GB.map((gb) => (
            <ToggleButton key={gb} value={gb}>
              {storageLabel(gb)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label={t('handsets.sims')}
          value={sims ?? ANY}
          onChange={(_, value: 1 | 2 | typeof ANY | null) =>
            value !== null && setSims(value === ANY ? undefined : value)
          }
        >
          <ToggleButton value={ANY}>{t('handsets.anySims')}</ToggleButton>
          <ToggleButton value={1}>{t('handsets.simCount', { count: 1 })}</ToggleButton>
          <ToggleButton value={2}>{t('handsets.simCount', { count: 2 })}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {shown.length === 0 ? (
        <Typography role="status">{t('handsets.none')}</Typography>
      ) : (
        <Grid container spacing={2} component="ul" aria-label={t('handsets.title')} sx={{ p: 0, m: 0 }}>
          {shown.map((handset) => (
            <Grid key={handset.id} size={{ xs: 12, sm: 6, md: 3 }} component="li" sx={{ listStyle: 'none' }}>
              <HandsetCard handset={handset} storage={storage} />
            </Grid>
          ))}
        </Grid>
      )}
      {flags.sim_purchase && (
        <Button component={Link} to="/sim-purchase" variant="contained" sx={{ mt: 2 }}>
          {t('handsets.getSim')}
        </Button>
      )}
    </Box>
  );
}

function HandsetCard({ handset, storage }: { handset: SampleHandset; storage: HandsetStorage | undefined }) {
  const { t } = useTranslation('store');
  const [colour, setColour] = useState(handset.colours[0] ?? 'midnight');
  const colourName = t(`handsets.themes.${colour}`);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <HandsetPicture
            theme={colour}
            label={t('handsets.picture', { name: handset.name, colour: colourName })}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h3">
              {handset.name}
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>
              {storage === undefined
                ? t('handsets.from', { price: formatNzd(handsetPrice(handset)) })
                : formatNzd(handsetPrice(handset, storage))}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {handset.storage.map((s) => storageLabel(s.gb)).join(' · ')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(handset.sims === 2 ? 'handsets.dualSim' : 'handsets.singleSim')}
            </Typography>
          </Box>
        </Stack>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label={t('handsets.colourOf', { name: handset.name })}
          value={colour}
          onChange={(_, value: typeof colour | null) => value && setColour(value)}
          sx={{ mt: 1.5, flexWrap: 'wrap' }}
        >
          {handset.colours.map((theme) => (
            <ToggleButton
              key={theme}
              value={theme}
              aria-label={t(`handsets.themes.${theme}`)}
              sx={{ p: 0.75 }}
            >
              <Box
                aria-hidden
                sx={{
                  width: 20,
                  height: 20,
                  borderRadius: '50%',
                  bgcolor: HANDSET_THEME_COLOURS[theme],
                  border: 1,
                  borderColor: 'divider',
                }}
              />
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {colourName}
        </Typography>
      </CardContent>
    </Card>
  );
}
