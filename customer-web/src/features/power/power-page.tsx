import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../components/page';
import { registerTranslations } from '../../lib/i18n';

registerTranslations('power', {
  en: {
    title: 'Power',
    none: 'You have no power service with us.',
    lead: 'Power is not sold in the shop yet. Your mobile and broadband services are in your profile, and the store has what we sell today.',
    store: 'Go to the store',
  },
  'mi-NZ': { title: 'Hiko' },
});

/**
 * power: the profile's power area. The specification names the route and nothing of a power service (no entity, no
 * call), so the page says plainly that the account has none and where to go instead.
 */
export function PowerPage() {
  const { t } = useTranslation('power');
  return (
    <Page title={t('title')}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h6" component="p">
          {t('none')}
        </Typography>
        <Typography>{t('lead')}</Typography>
        <Button component={Link} to="/store" variant="contained">
          {t('store')}
        </Button>
      </Stack>
    </Page>
  );
}
