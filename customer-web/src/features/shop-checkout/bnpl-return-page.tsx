import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Loader } from '../../components/loader';
import { Page } from '../../components/page';
import { readBnplAttempt } from './bnpl-attempt';
import { checkoutPathOf } from './bnpl-return-query';
import { payForCart } from './pay-for-cart';
import { useCompletePurchase } from './use-complete-purchase';
import './i18n';

const noChallenge = () => Promise.resolve(false);

/**
 * bnpl-return: Afterpay or Klarna sends the browser back here. A payment the shopper authorised completes the
 * same attempt (the order is placed once, even if this page loads again); a failed or unknown payment goes back
 * to the checkout it came from with redirect_status=failed, the cart kept.
 */
export function BnplReturnPage() {
  const { t } = useTranslation('shopCheckout');
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const complete = useCompletePurchase();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const failed = () => navigate(`${checkoutPathOf(query)}?redirect_status=failed`, { replace: true });
    const attempt = readBnplAttempt();
    if (
      query.get('redirect_status') !== 'succeeded' ||
      !attempt ||
      attempt.intentUUID !== query.get('payment_intent')
    ) {
      void failed();
      return;
    }
    payForCart(attempt, { challenge: noChallenge }).then(
      (order) => complete(order, attempt.analytics),
      () => failed(),
    );
  }, [query, navigate, complete]);
  return (
    <Page title={t('completing')}>
      <Loader />
    </Page>
  );
}
