import { Alert, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { contracts, formatNzd } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorBanner } from '../../components/error-banner';
import { Loader } from '../../components/loader';
import { Page } from '../../components/page';
import { apiCall } from '../../lib/api/client';
import { queryOf } from '../../lib/api/query';
import './i18n';

const NAMES = { afterpay: 'Afterpay', klarna: 'Klarna' } as const;

/** Only an address of this portal is a place to send the browser back to. */
function sameOriginUrl(raw: string | null): URL | undefined {
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    return url.origin === window.location.origin ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The simulated Afterpay or Klarna page (used when no publishable key is configured): the payment's amount and
 * the two buttons of the providers' test mode. Either way the browser goes back to the return address with
 * payment_intent, payment_intent_client_secret and redirect_status, as the providers do.
 */
export function BnplProviderPage() {
  const { t } = useTranslation('shopCheckout');
  const [query] = useSearchParams();
  const intentUUID = query.get('payment_intent') ?? '';
  const secret = query.get('payment_intent_client_secret') ?? '';
  const returnUrl = sameOriginUrl(query.get('return_url'));
  const session = useQuery({
    ...queryOf(contracts.shopCheckout.bnplSession, { params: { uuid: intentUUID } }),
    enabled: !!intentUUID,
  });
  const decide = useMutation({
    mutationFn: (outcome: 'authorize' | 'fail') =>
      apiCall(contracts.shopCheckout.bnplDecide, {
        params: { uuid: intentUUID },
        body: { ClientSecret: secret, Outcome: outcome },
      }),
    onSuccess: ({ RedirectStatus }) => {
      if (!returnUrl) return;
      returnUrl.searchParams.set('payment_intent', intentUUID);
      returnUrl.searchParams.set('payment_intent_client_secret', secret);
      returnUrl.searchParams.set('redirect_status', RedirectStatus);
      window.location.assign(returnUrl.toString());
    },
  });
  const name = session.data ? NAMES[session.data.Method] : t('bnplProvider');
  return (
    <Page title={t('bnplTitle', { name })}>
      {session.isPending && !!intentUUID && <Loader />}
      {session.error && <ErrorBanner error={session.error} onRetry={() => void session.refetch()} />}
      {!returnUrl && <Alert severity="error">{t('bnplNoReturn')}</Alert>}
      {session.data && (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>
            {t('bnplLead', { amount: formatNzd(session.data.AmountCents), what: session.data.Description })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('bnplTestMode')}
          </Typography>
          {decide.error && <ErrorBanner error={decide.error} />}
          <Stack direction="row" spacing={2}>
            <Button
              variant="contained"
              disabled={!returnUrl || decide.isPending}
              onClick={() => decide.mutate('authorize')}
            >
              {t('bnplAuthorize')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              disabled={!returnUrl || decide.isPending}
              onClick={() => decide.mutate('fail')}
            >
              {t('bnplFail')}
            </Button>
          </Stack>
        </Stack>
      )}
    </Page>
  );
}
