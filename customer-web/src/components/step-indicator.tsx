import CheckIcon from '@mui/icons-material/Check';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { registerTranslations } from '../lib/i18n';
import { visuallyHidden } from './visually-hidden';

registerTranslations('stepIndicator', {
  en: { label: 'Steps', of: 'Step {{at}} of {{count}}: {{step}}', done: '{{step}}, done' },
  'mi-NZ': {},
});

/**
 * Where a shopper is in a flow of steps: every step numbered in order, those behind ticked, the current one marked
 * (`aria-current="step"`). On a phone only the numbers show, with the current step named in words above them.
 */
export function StepIndicator({ steps, current }: { steps: readonly string[]; current: number }) {
  const { t } = useTranslation('stepIndicator');
  return (
    <Box component="nav" aria-label={t('label')} sx={{ mb: 3 }}>
      <Typography sx={{ display: { xs: 'block', sm: 'none' }, fontWeight: 600, mb: 1 }} aria-hidden>
        {t('of', { at: current + 1, count: steps.length, step: steps[current] })}
      </Typography>
      <Box
        component="ol"
        sx={{ display: 'flex', gap: { xs: 1, sm: 2 }, p: 0, m: 0, listStyle: 'none', alignItems: 'center' }}
      >
        {steps.map((step, i) => {
          const done = i < current;
          const here = i === current;
          return (
            <Box
              component="li"
              key={step}
              aria-current={here ? 'step' : undefined}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: i < steps.length - 1 ? 1 : 'none' }}
            >
              <Box
                aria-hidden
                sx={{
                  width: 28,
                  height: 28,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  flex: 'none',
                  fontWeight: 700,
                  fontSize: '0.875rem',
                  bgcolor: done || here ? 'primary.main' : 'transparent',
                  color: done || here ? 'primary.contrastText' : 'text.secondary',
                  border: 2,
                  borderColor: done || here ? 'primary.main' : 'divider',
                }}
              >
                {done ? <CheckIcon sx={{ fontSize: 18 }} /> : i + 1}
              </Box>
              <Typography
                component="span"
                aria-hidden
                sx={{
                  fontWeight: here ? 700 : 400,
                  color: here ? 'text.primary' : 'text.secondary',
                  whiteSpace: 'nowrap',
                  // On a phone the words would not fit: the line above names the current step.
                  display: { xs: 'none', sm: here ? 'inline' : 'none', md: 'inline' },
                }}
              >
                {step}
              </Typography>
              <Box component="span" sx={visuallyHidden}>
                {done ? t('done', { step }) : step}
              </Box>
              {i < steps.length - 1 && (
                <Box
                  aria-hidden
                  sx={{ flex: 1, height: 2, minWidth: 8, bgcolor: done ? 'primary.main' : 'divider' }}
                />
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
