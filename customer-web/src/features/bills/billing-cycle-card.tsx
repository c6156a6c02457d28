import { Alert, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { errorText, type BillingCycle } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModals } from '../../components/modals';
import { useBillingCycle, useChangeBillingCycle } from './use-billing-cycle';

const CHOICES: Record<string, BillingCycle> = {
  MONTHLY: { Type: 'MONTHLY', Value: 1 },
  DAILY_7: { Type: 'DAILY', Value: 7 },
  DAILY_28: { Type: 'DAILY', Value: 28 },
};
const choiceOf = (cycle: BillingCycle) => (cycle.Type === 'MONTHLY' ? 'MONTHLY' : `DAILY_${cycle.Value}`);

/** The billing cycle, and a change of it when the account is allowed one (after a confirmation). */
export function BillingCycleCard() {
  const { t } = useTranslation('bills');
  const modals = useModals();
  const cycle = useBillingCycle();
  const change = useChangeBillingCycle();
  const [picked, setPicked] = useState<string>();
  if (!cycle.data) return null;
  const current = choiceOf(cycle.data.BillingCycle);
  const chosen = picked ?? current;
  const submit = async () => {
    const next = CHOICES[chosen];
    if (!next || !(await modals.confirm({ text: t('cycle.confirm') }))) return;
    change.mutate(next, { onSuccess: () => modals.showSuccess(t('cycle.changed')) });
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('cycle.title')}
        </Typography>
        {!cycle.data.ChangeAllowed ? (
          <Typography>
            {t(`cycle.${current}`)} — {t('cycle.notAllowed')}
          </Typography>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              select
              label={t('cycle.label')}
              value={chosen}
              onChange={(e) => setPicked(e.target.value)}
              sx={{ minWidth: 200 }}
            >
              {Object.keys(CHOICES).map((key) => (
                <MenuItem key={key} value={key}>
                  {t(`cycle.${key}`)}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="outlined"
              disabled={chosen === current || change.isPending}
              onClick={() => void submit()}
            >
              {t('cycle.change')}
            </Button>
          </Stack>
        )}
        {change.isError && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {errorText(change.error)}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
