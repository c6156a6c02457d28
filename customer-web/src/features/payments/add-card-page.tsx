import { Alert, Link as MuiLink } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { contracts, errorText } from '@portal/shared';
import { ErrorBanner } from '../../components/error-banner';
import { Loader } from '../../components/loader';
import { useModals } from '../../components/modals';
import { Page } from '../../components/page';
import { loadPaymentProvider, type CardSetupResult, type PaymentProvider } from '../../lib/payment-provider';
import { safeRedirect } from '../../lib/redirect';
import { useSession } from '../../lib/session/use-session';
import { invalidateContract } from '../../lib/api/query';
import { useSetupPaymentMethod } from './use-setup-payment-method';
import './i18n';

/**
 * balance/payment-methods/add: a setup intent, confirmed through the configured card provider; then back to
 * the page named by ?redirect= (an address of the portal), else the cards.
 */
export function AddCardPage() {
  const { t } = useTranslation('payments');
  const session = useSession();
  const navigate = useNavigate();
  const modals = useModals();
  const queryClient = useQueryClient();
  const setup = useSetupPaymentMethod();
  const [provider, setProvider] = useState<PaymentProvider>();
  const [providerError, setProviderError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  // A page that sent the customer here to add a card (checkout) gets them back.
  const back = safeRedirect(useSearchParams()[0].get('redirect'));

  useEffect(() => {
    loadPaymentProvider().then(setProvider, (e: unknown) => setProviderError(errorText(e)));
  }, []);

  const onResult = async (result: CardSetupResult) => {
    if (!result.ok) return setFailure(result.message);
    setFailure(undefined);
    const customerUUID = session.status === 'signed-in' ? session.customerUUID : null;
    await invalidateContract(queryClient, contracts.paymentMethods.list, { uuid: customerUUID });
    modals.showSuccess(t('added'));
    void navigate(back ?? '/profile/payment-methods');
  };

  const Form = provider?.SetupForm;
  return (
    <Page title={t('addTitle')}>
      {providerError && <ErrorBanner error={providerError} />}
      {setup.error && <ErrorBanner error={setup.error} onRetry={() => void setup.refetch()} />}
      {(setup.isPending || (!provider && !providerError)) && <Loader />}
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      {Form && setup.data && (
        <Form clientSecret={setup.data.SetupIntentClientSecret} onResult={(r) => void onResult(r)} />
      )}
      <MuiLink component={Link} to="/profile/payment-methods" sx={{ display: 'inline-block', mt: 3 }}>
        {t('backToCards')}
      </MuiLink>
    </Page>
  );
}
