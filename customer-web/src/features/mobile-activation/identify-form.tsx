import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { errorText, simIdentifySchema, type AdoptionAnswer } from '@portal/shared';
import { Form, SelectInput, SubmitButton, TextInput } from '../../components/form';
import { useAdoptByIp } from './use-adopt-by-ip';
import { useAdoptBySimSms } from './use-adopt-by-sim-sms';
import { useAdoptBySms } from './use-adopt-by-sms';
import './i18n';

function ValueInput() {
  const { t } = useTranslation('mobileActivation');
  const kind = useWatch({ name: 'kind' }) as 'number' | 'sim';
  return (
    <TextInput
      name="value"
      label={t(`value.${kind}`)}
      required
      slotProps={{ htmlInput: { inputMode: kind === 'sim' ? 'numeric' : 'tel' } }}
    />
  );
}

/**
 * The first step: the SIM's phone number or SIM ID, to which a code is texted. Adoption by the phone's own mobile
 * data connection is offered too; where it cannot work the page says so and the form stays.
 */
export function IdentifyForm({
  customerUUID,
  onSent,
}: {
  customerUUID: string;
  onSent: (answer: AdoptionAnswer) => void;
}) {
  const { t } = useTranslation('mobileActivation');
  const bySms = useAdoptBySms();
  const bySimSms = useAdoptBySimSms();
  const byIp = useAdoptByIp();
  return (
    <>
      <Form
        schema={simIdentifySchema}
        defaultValues={{ kind: 'number', value: '' }}
        serverFieldNames={{ MSISDN: 'value', SIMID: 'value' }}
        onSubmit={async ({ kind, value }) => {
          const answer =
            kind === 'number'
              ? await bySms.mutateAsync({ CustomerUUID: customerUUID, MSISDN: value.trim() })
              : await bySimSms.mutateAsync({ CustomerUUID: customerUUID, SIMID: value.replace(/\s/g, '') });
          onSent(answer);
        }}
      >
        <SelectInput
          name="kind"
          label={t('kind')}
          options={[
            { value: 'number', label: t('kinds.number') },
            { value: 'sim', label: t('kinds.sim') },
          ]}
        />
        <ValueInput />
        <SubmitButton>{t('send')}</SubmitButton>
      </Form>
      <Button
        sx={{ mt: 2 }}
        loading={byIp.isPending}
        onClick={() => byIp.mutate({ CustomerUUID: customerUUID }, { onSuccess: onSent })}
      >
        {t('byIp')}
      </Button>
      {byIp.isError && (
        <Alert severity="info" role="alert" sx={{ mt: 1 }}>
          {errorText(byIp.error)}
        </Alert>
      )}
    </>
  );
}
