import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BroadbandFlow } from '@portal/shared';
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
    <FormControl sx={{ my: 2, display: 'block' }}>
      <FormLabel id="connection-label">{t('connection')}</FormLabel>
      <RadioGroup
        aria-labelledby="connection-label"
        value={transfer.required === true ? 'transfer' : transfer.required === false ? 'new' : ''}
        onChange={(_, value) => onChange({ ...transfer, required: value === 'transfer' })}
      >
        <FormControlLabel value="new" control={<Radio />} label={t('newConnection')} />
        <FormControlLabel value="transfer" control={<Radio />} label={t('transfer')} />
      </RadioGroup>
      {transfer.required && (
        <Stack spacing={2} sx={{ mt: 1 }}>
          {field('Provider', 'provider')}
          {field('AccountHolderName', 'accountHolder')}
          {field('AccountNumber', 'accountNumber')}
          {field('ConnectionID', 'connectionId')}
        </Stack>
      )}
    </FormControl>
  );
}
