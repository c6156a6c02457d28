import { Box, List, ListItem, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFlags } from '../../lib/flags';
import { fibrePlanTypes } from './fibre-plan-types';
import './i18n';

/** The plan types the build sells (`fibre_plan_type`), each with its title, lead text and feature lines. */
export function PlanTypeIntro() {
  const { t } = useTranslation('shopBroadband');
  const { flags } = useFlags();
  return fibrePlanTypes(flags).map((type) => (
    <Box key={type} component="section" aria-labelledby={`plan-type-${type}`} sx={{ mb: 3 }}>
      <Typography variant="h5" component="h2" id={`plan-type-${type}`}>
        {t(`planTypes.${type}.title`)}
      </Typography>
      <Typography variant="subtitle1">{t(`planTypes.${type}.dropdownTitle`)}</Typography>
      <Typography>{t(`planTypes.${type}.lead`)}</Typography>
      <List dense>
        {(t(`planTypes.${type}.features`, { returnObjects: true }) as string[]).map((line) => (
          <ListItem key={line}>{line}</ListItem>
        ))}
      </List>
    </Box>
  ));
}
