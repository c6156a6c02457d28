import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Page } from '../../components/page';
import { registerTranslations } from '../../lib/i18n';

registerTranslations('laterArea', {
  en: {
    title: 'Not in the portal yet',
    body: 'This part of your account ({{path}}) is not in the web portal yet. You can manage it in our app, or ask us in the support chat.',
    personal: 'My details',
    cards: 'Payment methods',
    help: 'Help centre',
  },
  'mi-NZ': { title: 'Kāore anō i te tomokanga' },
});

/** Account screens of the mobile and broadband areas that deep links and menus already name. */
export function LaterAreaPage() {
  const { t } = useTranslation('laterArea');
  const { pathname } = useLocation();
  return (
    <Page title={t('title')}>
      <Typography sx={{ mb: 3 }}>{t('body', { path: pathname })}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button component={Link} to="/profile/personal-data" variant="contained">
          {t('personal')}
        </Button>
        <Button component={Link} to="/profile/payment-methods" variant="outlined">
          {t('cards')}
        </Button>
        <Button component={Link} to="/help" variant="outlined">
          {t('help')}
        </Button>
      </Stack>
    </Page>
  );
}
