import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNzd } from '@portal/shared';
import { LinkButtons } from '../../components/link-buttons';
import { Loader } from '../../components/loader';
import { useCurrentCustomer } from '../../lib/account';
import { BONUS_POINTS, BONUSES, type Bonus } from './bonuses';
import { BroadbandPage } from './broadband-nav';
import { nzDateText } from './format';
import { useAccountBalance } from './use-account-balance';
import { useBroadbandNetwork } from './use-broadband-network';
import './i18n';

/** The account-wide screens of the broadband area, under the links of the account's broadband type. */
function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  const network = useBroadbandNetwork();
  if (!network) return <Loader />;
  return (
    <BroadbandPage network={network} title={title}>
      {children}
    </BroadbandPage>
  );
}

/** What the account owes now, with its billing cycle and the way to pay. */
export function BalancePage() {
  const { t } = useTranslation('broadbandAccount');
  const account = useAccountBalance();
  return (
    <AccountPage title={t('balance.title')}>
      {account.isPending && <Loader />}
      {account.error && <Typography>{t('balance.none')}</Typography>}
      {account.data && (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h5" component="p">
            {t('balance.owing', { amount: formatNzd(account.data.Balance) })}
          </Typography>
          <Typography>
            {t('balance.cycle', {
              from: nzDateText(account.data.CurrentBillingCycle.From),
              to: nzDateText(account.data.CurrentBillingCycle.Upto),
            })}
          </Typography>
          <Button component={Link} to="/profile/pay-bill" variant="contained">
            {t('balance.pay')}
          </Button>
        </Stack>
      )}
    </AccountPage>
  );
}

function BonusList({ title, bonuses }: { title: string; bonuses: readonly Bonus[] }) {
  const { t } = useTranslation('broadbandAccount');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography variant="h6" component="h2" id={headingId} sx={{ mt: 3, mb: 1 }}>
        {title}
      </Typography>
      <Stack spacing={1}>
        {bonuses.map((b) => (
          <Card key={b.id} variant="outlined">
            <CardContent>
              <Typography sx={{ fontWeight: 600 }}>{t(`bonuses.items.${b.id}`)}</Typography>
              <Typography variant="body2">
                {t('bonuses.cost', { points: b.cost, group: t(`bonuses.groups.${b.group}`) })}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </section>
  );
}

/** The loyalty points of the account and the rewards they can go on. */
export function BonusesPage() {
  const { t } = useTranslation('broadbandAccount');
  return (
    <AccountPage title={t('bonuses.title')}>
      <Typography variant="h5" component="p">
        {t('bonuses.points', { points: BONUS_POINTS })}
      </Typography>
      <BonusList title={t('bonuses.yours')} bonuses={BONUSES.filter((b) => b.category === 'your-rewards')} />
      <BonusList title={t('bonuses.other')} bonuses={BONUSES.filter((b) => b.category === 'other-gifts')} />
    </AccountPage>
  );
}

/** How the account signs in, and where to change its email and password. */
export function SecurityPage() {
  const { t } = useTranslation('broadbandAccount');
  const { customer, isPending } = useCurrentCustomer();
  return (
    <AccountPage title={t('security.title')}>
      {isPending && <Loader />}
      {customer && <Typography sx={{ mb: 2 }}>{t('security.email', { email: customer.Email })}</Typography>}
      <LinkButtons
        links={[
          { to: '/profile/personal-data/change-password', label: t('security.password') },
          { to: '/profile/personal-data/change-email', label: t('security.changeEmail') },
        ]}
      />
    </AccountPage>
  );
}
