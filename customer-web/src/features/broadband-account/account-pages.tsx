import { Button, Stack, Typography } from '@mui/material';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiRequestError, formatNzd } from '@portal/shared';
import { ErrorBanner } from '../../components/error-banner';
import { LinkButtons } from '../../components/link-buttons';
import { CardsSkeleton, ListSkeleton } from '../../components/content-skeleton';
import { useCurrentCustomer } from '../../lib/account';
import { BonusList } from '../../components/bonus-list';
import { BONUS_POINTS, bonusesOf } from '../../lib/bonuses';
import { BroadbandPage } from './broadband-nav';
import { nzDateText } from './format';
import { useAccountBalance } from './use-account-balance';
import { useBroadbandNetwork } from './use-broadband-network';
import './i18n';

/** The account-wide screens of the broadband area, under the links of the account's broadband type. */
function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  const network = useBroadbandNetwork();
  if (!network) return <CardsSkeleton count={1} />;
  return (
    <BroadbandPage network={network} title={title}>
      {children}
    </BroadbandPage>
  );
}

/** The API's answer for an account with no postpay product: it has no bill. Any other failure says nothing of that. */
const noBill = (error: unknown) =>
  error instanceof ApiRequestError && error.code === 'you_dont_have_postpay_product';

/** What the account owes now, with its billing cycle and the way to pay. */
export function BalancePage() {
  const { t } = useTranslation('broadbandAccount');
  const account = useAccountBalance();
  return (
    <AccountPage title={t('balance.title')}>
      {account.isPending && <CardsSkeleton count={1} />}
      {noBill(account.error) && <Typography>{t('balance.none')}</Typography>}
      {account.error && !noBill(account.error) && (
        <ErrorBanner error={account.error} onRetry={() => void account.refetch()} />
      )}
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

/** The loyalty points of the account and the rewards they can go on. */
export function BonusesPage() {
  const { t } = useTranslation('broadbandAccount');
  const { t: b } = useTranslation('bonuses');
  return (
    <AccountPage title={t('bonuses.title')}>
      <Typography variant="h5" component="p">
        {b('points', { points: BONUS_POINTS })}
      </Typography>
      <BonusList title={t('bonuses.yours')} bonuses={bonusesOf('your-rewards')} />
      <BonusList title={t('bonuses.other')} bonuses={bonusesOf('other-gifts')} />
    </AccountPage>
  );
}

/** How the account signs in, and where to change its email and password. */
export function SecurityPage() {
  const { t } = useTranslation('broadbandAccount');
  const { customer, isPending } = useCurrentCustomer();
  return (
    <AccountPage title={t('security.title')}>
      {isPending && <ListSkeleton />}
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
