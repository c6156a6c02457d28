import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorBanner } from '../../components/error-banner';
import { Loader } from '../../components/loader';
import { Page } from '../../components/page';
import { useSession } from '../../lib/session/use-session';
import { readBnplAttempt, type BnplAttempt } from './bnpl-attempt';
import { checkoutPathOf } from './bnpl-return-query';
import { CheckoutError, payForCart } from './pay-for-cart';
import { useCompletePurchase } from './use-complete-purchase';
import './i18n';

const noChallenge = () => Promise.resolve(false);

/**
 * bnpl-return: Afterpay or Klarna sends the browser back here. A payment the shopper authorised completes the
 * same attempt (the order is placed once, even if this page loads again); a failed or unknown payment goes back
 * to the checkout it came from with redirect_status=failed, the cart kept. When the shop's own call fails, the
 * payment is still approved: the page says so and sends the same attempt again on "Try again", rather than telling
 * the shopper at checkout that nothing was charged.
 */
export function BnplReturnPage() {
  const { t } = useTranslation('shopCheckout');
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const complete = useCompletePurchase();
  const started = useRef(false);
  const [callFailure, setCallFailure] = useState<{ error: unknown; attempt: BnplAttempt }>();
  const failed = useCallback(
    () => navigate(`${checkoutPathOf(query)}?redirect_status=failed`, { replace: true }),
    [navigate, query],
  );
  const completeAttempt = useCallback(
    (attempt: BnplAttempt) => {
      setCallFailure(undefined);
      payForCart(attempt, { challenge: noChallenge }).then(
        (order) => complete(order, attempt.analytics),
        (error: unknown) => {
          if (error instanceof CheckoutError && error.callFailure !== undefined)
            setCallFailure({ error: error.callFailure, attempt });
          else void failed();
        },
      );
    },
    [complete, failed],
  );
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const attempt = readBnplAttempt();
    if (
      query.get('redirect_status') !== 'succeeded' ||
      !attempt ||
      attempt.intentUUID !== query.get('payment_intent')
    ) {
      void failed();
      return;
    }
    completeAttempt(attempt);
  }, [query, failed, completeAttempt]);
  const signedIn = useSession().status === 'signed-in';
  return (
    <Page title={t('completing')}>
      {callFailure ? (
        <ErrorBanner
          what={signedIn ? t('notCompleted') : `${t('notCompleted')} ${t('notCompletedSignIn')}`}
          error={callFailure.error}
          // Signed out, the same call would be refused again: the session's own banner offers to sign in.
          onRetry={signedIn ? () => completeAttempt(callFailure.attempt) : undefined}
        />
      ) : (
        <Loader />
      )}
    </Page>
  );
}
