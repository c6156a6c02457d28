import {
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MobileNumberSchema } from '@portal/shared';
import { Page } from '../../components/page';
import { keepSimNumberChoice, readSimNumberChoice, type SimNumberChoice } from './sim-number-choice';
import './i18n';

/** sim-transfer-product-type: a new number, or the shopper's number moved from another provider; then the SIM. */
export function SimTransferProductTypePage() {
  const { t } = useTranslation('shopSims');
  const navigate = useNavigate();
  const [choice, setChoice] = useState<SimNumberChoice>(() => readSimNumberChoice() ?? { type: 'new' });
  const [error, setError] = useState<string>();
  const next = () => {
    if (choice.type === 'transfer') {
      const number = MobileNumberSchema.safeParse((choice.number ?? '').replace(/\s/g, ''));
      if (!number.success) return setError(number.error.issues[0]?.message);
      keepSimNumberChoice({ type: 'transfer', number: number.data });
    } else keepSimNumberChoice({ type: 'new' });
    void navigate('/sim-purchase');
  };
  return (
    <Page title={t('numberTitle')}>
      <FormControl sx={{ display: 'block', mb: 2 }}>
        <FormLabel id="number-label">{t('numberQuestion')}</FormLabel>
        <RadioGroup
          aria-labelledby="number-label"
          value={choice.type}
          onChange={(_, type) => setChoice({ ...choice, type: type as SimNumberChoice['type'] })}
        >
          <FormControlLabel value="new" control={<Radio />} label={t('newNumber')} />
          <FormControlLabel value="transfer" control={<Radio />} label={t('keepNumber')} />
        </RadioGroup>
      </FormControl>
      {choice.type === 'transfer' && (
        <TextField
          label={t('numberToKeep')}
          value={choice.number ?? ''}
          onChange={(e) => setChoice({ ...choice, number: e.target.value })}
          error={!!error}
          helperText={error}
          inputMode="tel"
          sx={{ mb: 2 }}
        />
      )}
      <Box>
        <Button variant="contained" onClick={next}>
          {t('continue')}
        </Button>
      </Box>
    </Page>
  );
}
