import { Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { simNumberChoiceSchema } from '@portal/shared';
import { Form, RadioInput, SubmitButton, TextInput } from '../../components/form';
import { Page } from '../../components/page';
import { useFlags } from '../../lib/flags';
import { keepSimNumberChoice, readSimNumberChoice } from '../../lib/shop/sim-number-choice';
import { portingAtCheckout } from './number-choice-offered';
import './i18n';

/** sim-transfer-product-type: a new number, or the shopper's number moved from another provider; then the SIM. */
export function SimTransferProductTypePage() {
  const { t } = useTranslation('shopSims');
  const navigate = useNavigate();
  const kept = readSimNumberChoice();
  const { flags } = useFlags();
  if (!portingAtCheckout(flags)) return <NewNumberOnly />;
  return (
    <Page title={t('numberTitle')}>
      <Form
        schema={simNumberChoiceSchema}
        defaultValues={{ type: kept?.type ?? 'new', number: kept?.number ?? '' }}
        onSubmit={async (choice) => {
          keepSimNumberChoice(choice);
          await navigate('/sim-purchase');
        }}
      >
        <RadioInput
          name="type"
          label={t('numberQuestion')}
          options={[
            { value: 'new', label: t('newNumber') },
            { value: 'transfer', label: t('keepNumber') },
          ]}
        />
        <NumberToKeep />
        <SubmitButton size="medium" sx={{ alignSelf: 'flex-start' }}>
          {t('continue')}
        </SubmitButton>
      </Form>
    </Page>
  );
}

/** Where the shop does not move numbers in: the SIM comes with a new number, moved in later from the dashboard. */
function NewNumberOnly() {
  const { t } = useTranslation('shopSims');
  return (
    <Page title={t('numberTitle')}>
      <Typography sx={{ mb: 2 }}>{t('newNumberOnly')}</Typography>
      <Button variant="contained" component={Link} to="/sim-purchase" sx={{ alignSelf: 'flex-start' }}>
        {t('continue')}
      </Button>
    </Page>
  );
}

/** The number to move, asked for only when the shopper keeps theirs. */
function NumberToKeep() {
  const { t } = useTranslation('shopSims');
  const type = useWatch({ name: 'type' });
  return type === 'transfer' ? <TextInput name="number" label={t('numberToKeep')} inputMode="tel" /> : null;
}
