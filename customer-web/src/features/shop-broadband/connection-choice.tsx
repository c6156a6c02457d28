import { Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BroadbandFlow } from '@portal/shared';
import { ChoiceCards } from '../../components/choice-cards';
import './i18n';

type Transfer = NonNullable<BroadbandFlow['transfer']>;

/** A new connection, or a transfer of the shopper's current fibre with its account details. */
export function ConnectionChoice({
  transfer,
  onChange,
}: {
  transfer: Transfer;
  onChange: (t: Transfer) => void;
}) {
  const { t } = useTranslation('shopBroadband');
  const field = (key: 'Provider' | 'AccountHolderName' | 'AccountNumber' | 'ConnectionID', label: string) => (
    <TextField
      label={t(label)}
      value={transfer[key] ?? ''}
      onChange={(e) => onChange({ ...transfer, [key]: e.target.value })}
    />
  );
  return (
    <>
      <ChoiceCards
        legend={t('connection')}
        chosen={transfer.required === true ? 'transfer' : transfer.required === false ? 'new' : undefined}
        onChoose={(value) => onChange({ ...transfer, required: value === 'transfer' })}
        choices={[
          { value: 'new', label: t('newConnection'), title: t('newConnection') },
          { value: 'transfer', label: t('transfer'), title: t('transfer') },
        ]}
      />
      {transfer.required && (
        <Stack spacing={2} sx={{ mt: 2, maxWidth: 480 }}>
          {field('Provider', 'provider')}
          {field('AccountHolderName', 'accountHolder')}
          {field('AccountNumber', 'accountNumber')}
          {field('ConnectionID', 'connectionId')}
        </Stack>
      )}
    </>
  );
}
