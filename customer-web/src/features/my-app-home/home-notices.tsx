import { Alert, Button, Stack } from '@mui/material';
import {
  cardExpiryLabel,
  cardLabel,
  displayMsisdn,
  homeNotices,
  type HomeNotice,
  type MobileProduct,
  addonState,
  serviceType,
} from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAutoTopUp } from '../../lib/auto-top-up';
import { useFlags } from '../../lib/flags';
import { HomeSection } from './home-section';
import { useCards, usePorts } from './use-home-data';
import './i18n';

/** What a notice says and where the customer can act on it. */
function useNoticeText() {
  const { t } = useTranslation('myAppHome');
  return (notice: HomeNotice): { text: string; action: { to: string; label: string } } => {
    switch (notice.kind) {
      case 'payment-failed':
      case 'card-expired':
        return {
          text: t(`notices.${notice.kind}`, { card: cardLabel(notice.card) }),
          action: { to: '/profile/payment-methods', label: t('notices.cards') },
        };
      case 'card-expiring':
        return {
          text: t('notices.card-expiring', {
            card: cardLabel(notice.card),
            month: cardExpiryLabel(notice.card),
          }),
          action: { to: '/profile/payment-methods', label: t('notices.cards') },
        };
      case 'renewal-failed':
        return {
          text: t('notices.renewal-failed', { name: notice.addonName, number: displayMsisdn(notice.msisdn) }),
          action: { to: '/profile/addons', label: t('notices.fixRenewal') },
        };
      case 'auto-top-up':
        return { text: notice.text, action: { to: '/profile/top-up', label: t('notices.topUp') } };
      case 'port-waiting':
        return {
          text: notice.port.CanRetry
            ? t('notices.port-retry', {
                number: displayMsisdn(notice.port.MSISDN),
                reason: notice.port.ReasonText ?? notice.port.State,
              })
            : t('notices.port-running', { number: displayMsisdn(notice.port.MSISDN) }),
          action: { to: '/profile/number-porting', label: t('notices.port') },
        };
    }
  };
}

/**
 * What asks the customer to act: a failed payment, a card about to expire, a number port that waits. Shown only
 * when there is something; a call that fails leaves its notices out rather than the whole home.
 */
export function HomeNotices({ products, now }: { products: readonly MobileProduct[]; now: number }) {
  const { t } = useTranslation('myAppHome');
  const { flags } = useFlags();
  const cards = useCards();
  const ports = usePorts(flags.number_porting);
  const prepay = products.some((p) => serviceType(p) === 'prepay');
  const autoTopUp = useAutoTopUp({ enabled: prepay });
  const describe = useNoticeText();
  const notices = homeNotices({
    cards: cards.data ?? [],
    ports: ports.data ?? [],
    failedRenewals: products.flatMap((p) =>
      p.Addons.filter((a) => addonState(a, now) === 'renewal-failed').map((a) => ({
        addonName: a.Name,
        msisdn: p.MSISDN,
      })),
    ),
    autoTopUpNotice: prepay ? autoTopUp.data?.Notice : undefined,
    nowMs: now,
  });
  if (notices.length === 0) return null;
  return (
    <HomeSection title={t('notices.heading')}>
      <Stack spacing={1.5}>
        {notices.map((notice, i) => {
          const { text, action } = describe(notice);
          return (
            <Alert
              key={i}
              severity={notice.kind === 'port-waiting' && notice.port.Running ? 'info' : 'warning'}
              action={
                <Button color="inherit" size="small" component={Link} to={action.to}>
                  {action.label}
                </Button>
              }
            >
              {text}
            </Alert>
          );
        })}
      </Stack>
    </HomeSection>
  );
}
