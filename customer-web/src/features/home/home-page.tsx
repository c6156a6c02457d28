import { Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../components/page';
import { registerTranslations } from '../../lib/i18n';
import { useSession } from '../../lib/session/use-session';

registerTranslations('home', {
  en: {
    title: 'Kia ora, welcome',
    lead: 'Manage your mobile and broadband in one place.',
    cards: {
      mobile: ['Mobile', 'Plans, addons, top-ups and usage.'],
      broadband: ['Broadband', 'Fibre and fixed wireless, with modems and installation.'],
      billing: ['Billing', 'Cards, invoices and who pays for what.'],
    },
    toProfile: 'Go to my account',
    toSignIn: 'Sign in',
  },
  'mi-NZ': { title: 'Kia ora, nau mai', toSignIn: 'Takiuru' },
});

export function HomePage() {
  const { t } = useTranslation('home');
  const session = useSession();
  const cards = t('cards', { returnObjects: true }) as Record<string, [string, string]>;
  return (
    <Page title={t('title')} width="md">
      <Typography variant="h6" component="p" sx={{ mb: 3 }}>
        {t('lead')}
      </Typography>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        {Object.entries(cards).map(([key, [title, body]]) => (
          <Grid key={key} size={{ xs: 12, sm: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h6" component="h2">
                  {title}
                </Typography>
                <Typography color="text.secondary">{body}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Stack direction="row" spacing={2}>
        {session.status === 'signed-in' ? (
          <Button component={Link} to="/profile" variant="contained">
            {t('toProfile')}
          </Button>
        ) : (
          <Button component={Link} to="/sign-in" variant="contained">
            {t('toSignIn')}
          </Button>
        )}
      </Stack>
    </Page>
  );
}
