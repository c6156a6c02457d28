import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../components/page';
import { registerTranslations } from '../../lib/i18n';

registerTranslations('accountStatus', {
  en: {
    suspended: {
      title: 'Your account is suspended',
      body: 'Your services are paused, so your account pages are closed for now. This usually follows an unpaid bill or a request to pause. Talk to us in the support chat to restore them.',
      actions: [
        ['Help centre', '/help'],
        ['Add a payment card', '/profile/balance/payment-methods/add'],
      ],
    },
    noPaymentMethods: {
      title: 'Add a way to pay',
      body: 'Your account has no payment card and nobody pays for it through a billing route. Add a card, or ask another account to pay your bills, to open your account pages.',
      actions: [
        ['Add a payment card', '/profile/balance/payment-methods/add'],
        ['Ask someone to pay', '/billing-routes'],
      ],
    },
    noPlans: {
      title: 'No plan yet',
      body: 'Your account has no mobile plan or addon yet. Choose a plan, or find broadband and SIM cards in the store.',
      actions: [
        ['See mobile plans', '/plans'],
        ['Visit the store', '/store'],
        ['Help centre', '/help'],
      ],
    },
    welcome: {
      title: 'Welcome aboard',
      body: 'Your account is ready. Choose a plan, find broadband and SIM cards in the store, and add a payment card to pay for them.',
      actions: [
        ['Choose a plan', '/plans'],
        ['Visit the store', '/store'],
        ['Add a payment card', '/profile/balance/payment-methods/add'],
        ['Help centre', '/help'],
      ],
    },
  },
  'mi-NZ': {
    welcome: { title: 'Nau mai, haere mai' },
    noPlans: { title: 'Kāore anō he mahere' },
  },
});

type Status = 'suspended' | 'noPaymentMethods' | 'noPlans' | 'welcome';

function AccountStatusPage({ status }: { status: Status }) {
  const { t } = useTranslation('accountStatus');
  const actions = t(`${status}.actions`, { returnObjects: true }) as [string, string][];
  return (
    <Page title={t(`${status}.title`)}>
      <Typography sx={{ mb: 3 }}>{t(`${status}.body`)}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {actions.map(([label, to], i) => (
          <Button key={to} component={Link} to={to} variant={i === 0 ? 'contained' : 'outlined'}>
            {label}
          </Button>
        ))}
      </Stack>
    </Page>
  );
}

export const SuspendedPage = () => <AccountStatusPage status="suspended" />;
export const NoPaymentMethodsPage = () => <AccountStatusPage status="noPaymentMethods" />;
export const NoPlansPage = () => <AccountStatusPage status="noPlans" />;
export const WelcomePage = () => <AccountStatusPage status="welcome" />;
