import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, CREDIT_CHECK_ALTERNATIVES, errorText, type ActivationType } from '@portal/shared';
import type { OnboardingState } from './onboarding-state';
import { useChangeProductType } from './use-change-product-type';
import './i18n';

/**
 * The credit check of a monthly plan. "Credit check failed" offers prepay or PAYG instead: the SIM's product type
 * changes and the customer chooses a plan of that kind.
 */
export function CreditCheckStep({
  customerUUID,
  state,
  update,
  onPassed,
}: {
  customerUUID: string;
  state: OnboardingState;
  update: (change: Partial<OnboardingState>) => void;
  onPassed: () => void;
}) {
  const { t } = useTranslation('onboarding');
  const check = useChangeProductType();
  const change = useChangeProductType();
  const productUUID = state.productUUID ?? '';
  const failed = check.error instanceof ApiRequestError && check.error.code === 'credit_check_failed';
  const run = async () => {
    await check.mutateAsync({ customerUUID, productUUID, type: 'postpay', dry: true });
    await change.mutateAsync({ customerUUID, productUUID, type: 'postpay', dry: false });
    onPassed();
  };
  const switchTo = async (type: ActivationType) => {
    await change.mutateAsync({ customerUUID, productUUID, type, dry: false });
    update({
      billing: type,
      plan: undefined,
      creditCheckFailed: true,
      paymentTypeChanged: type,
      step: 'plan',
    });
  };
  if (failed)
    return (
      <Stack spacing={2}>
        <Alert severity="error" role="alert">
          {errorText(check.error)}
        </Alert>
        <Typography>{t('creditCheck.alternatives')}</Typography>
        <Stack direction="row" spacing={2}>
          {CREDIT_CHECK_ALTERNATIVES.map((type) => (
            <Button
              key={type}
              variant={type === 'prepay' ? 'contained' : 'outlined'}
              loading={change.isPending && change.variables.type === type}
              onClick={() => void switchTo(type)}
            >
              {t(type === 'prepay' ? 'creditCheck.toPrepay' : 'creditCheck.toPayg')}
            </Button>
          ))}
        </Stack>
      </Stack>
    );
  return (
    <Stack spacing={2}>
      <Typography>{t('creditCheck.lead')}</Typography>
      {(check.isError || change.isError) && (
        <Alert severity="error" role="alert">
          {errorText(check.error ?? change.error)}
        </Alert>
      )}
      <Box>
        <Button
          variant="contained"
          size="large"
          loading={check.isPending || change.isPending}
          onClick={() => void run().catch(() => undefined)}
        >
          {t('creditCheck.run')}
        </Button>
      </Box>
    </Stack>
  );
}
