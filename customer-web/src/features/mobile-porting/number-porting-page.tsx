import { Alert, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { displayMsisdn, ERRORS, LOSING_PROVIDERS, portInForm } from '@portal/shared';
import { ErrorBanner } from '../../components/error-banner';
import { Form, SelectInput, SubmitButton, TextInput } from '../../components/form';
import { FormSkeleton } from '../../components/content-skeleton';
import { Page } from '../../components/page';
import { useCustomerUUID } from '../../lib/account';
import { useCurrentMobileProduct, useMobileProducts } from '../../lib/mobile-products';
import { PortTracker } from './port-tracker';
import { portingProblem } from './porting-problem';
import { usePorts } from './use-ports';
import { useRequestPort } from './use-request-port';
import './i18n';

const providerOptions = LOSING_PROVIDERS.map((p) => ({ value: p, label: p }));

/**
 * number-porting: brings a number from another provider onto a SIM (the one named by `?product=`, as the
 * activation flow links it, else the current service) and follows each port until it ends.
 */
export function NumberPortingPage() {
  const { t } = useTranslation('porting');
  const [search] = useSearchParams();
  const customerUUID = useCustomerUUID();
  const products = useMobileProducts();
  const { product: current, isPending } = useCurrentMobileProduct();
  const ports = usePorts();
  const request = useRequestPort();
  if (isPending || ports.isPending) return <FormSkeleton />;
  const named = search.get('product');
  const sim = (named && products.data?.find((p) => p.UUID === named)) || current;
  const open = ports.data?.Ports.filter((p) => p.Running || p.CanRetry) ?? [];
  const ended = ports.data?.Ports.filter((p) => !p.Running && !p.CanRetry) ?? [];
  const simBusy = open.some((p) => p.MobileProductUUID === sim?.UUID);
  return (
    <Page title={t('title')}>
      <Typography sx={{ mb: 3 }}>{t('intro')}</Typography>
      {ports.isError && <Alert severity="error">{portingProblem(ports.error)}</Alert>}
      {open.map((port) => (
        <PortTracker key={port.UUID} port={port} />
      ))}
      {!sim || !customerUUID ? (
        <ErrorBanner error={ERRORS.no_prepay_or_postpay_product} />
      ) : (
        !simBusy && (
          <Form
            title={t('form.title')}
            schema={portInForm}
            defaultValues={{ MSISDN: '', LosingProvider: LOSING_PROVIDERS[0], AccountNumber: '' }}
            renderError={(error) => <Alert severity="error">{portingProblem(error)}</Alert>}
            onSubmit={(values) =>
              request.mutateAsync({ ...values, CustomerUUID: customerUUID, MobileProductUUID: sim.UUID })
            }
          >
            <Typography>{t('toSim', { number: displayMsisdn(sim.MSISDN) })}</Typography>
            <TextInput
              name="MSISDN"
              label={t('form.number')}
              hint={t('form.numberHint')}
              slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'tel' } }}
            />
            <SelectInput name="LosingProvider" label={t('form.provider')} options={providerOptions} />
            <TextInput name="AccountNumber" label={t('form.account')} hint={t('form.accountHint')} />
            <SubmitButton>{t('form.submit')}</SubmitButton>
          </Form>
        )
      )}
      {ended.length > 0 && (
        <>
          <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 2 }}>
            {t('history')}
          </Typography>
          {ended.map((port) => (
            <PortTracker key={port.UUID} port={port} />
          ))}
        </>
      )}
    </Page>
  );
}
