import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { displayMsisdn, simSwapSchema } from '@portal/shared';
import { Form, SubmitButton, TextInput } from '../../components/form';
import { SimActionError } from './action-error';
import { SimActionPage } from './sim-action-page';
import type { SimTarget } from './sim-target';
import { useSimSwap } from './use-sim-swap';
import './i18n';

/** sim-card-actions/sim-swap: the number moves to a new, pre-activated SIM ("SIM swap issue" otherwise). */
export function SimSwapPage() {
  const { t } = useTranslation('sim-actions');
  return <SimActionPage title={t('swap.title')}>{(target) => <SimSwap target={target} />}</SimActionPage>;
}

function SimSwap({ target }: { target: SimTarget }) {
  const { t } = useTranslation('sim-actions');
  const swap = useSimSwap(target);
  if (swap.isSuccess)
    return (
      <Alert severity="success" role="status">
        {t('swap.done', { number: displayMsisdn(swap.data.MSISDN), simId: swap.data.SIMID })}
      </Alert>
    );
  return (
    <Form
      schema={simSwapSchema}
      defaultValues={{ simId: '' }}
      onSubmit={(values) => swap.mutateAsync(values.simId)}
      renderError={(error) => <SimActionError error={error} />}
    >
      <Alert severity="info">{t('swap.lead')}</Alert>
      <TextInput name="simId" label={t('swap.simId')} required />
      <SubmitButton>{t('swap.submit')}</SubmitButton>
    </Form>
  );
}
