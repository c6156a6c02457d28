import { Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { oneTimeCodeSchema, type AdoptionAnswer } from '@portal/shared';
import { CodeInput, Form, SubmitButton } from '../../components/form';
import { FormSkeleton } from '../../components/content-skeleton';
import { useSimMetadata } from '../../lib/sim-activation';
import { useAdoptBySms } from './use-adopt-by-sms';
import './i18n';

/** The second step: the code texted to the SIM. A wrong one says "The verification code is incorrect." */
export function CodeForm({
  customerUUID,
  sent,
  onAdopted,
  onRestart,
}: {
  customerUUID: string;
  sent: AdoptionAnswer;
  onAdopted: (answer: AdoptionAnswer) => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation('mobileActivation');
  const sim = useSimMetadata(sent.AdoptionRequest.ProductInstanceUUID);
  const adopt = useAdoptBySms();
  if (!sim.data) return <FormSkeleton fields={1} />;
  const msisdn = sim.data.MSISDN;
  return (
    <>
      <Typography sx={{ mb: 2 }}>{t('codeSent', { to: sent.To ?? '' })}</Typography>
      <Form
        schema={oneTimeCodeSchema}
        defaultValues={{ code: '' }}
        serverFieldNames={{ Code: 'code' }}
        onSubmit={async ({ code }) =>
          onAdopted(
            await adopt.mutateAsync({
              CustomerUUID: customerUUID,
              MSISDN: msisdn,
              Code: code,
              AdoptionUUID: sent.AdoptionRequest.UUID,
            }),
          )
        }
      >
        <CodeInput label={t('code')} />
        <SubmitButton>{t('verify')}</SubmitButton>
      </Form>
      <Button sx={{ mt: 2 }} onClick={onRestart}>
        {t('otherSim')}
      </Button>
    </>
  );
}
