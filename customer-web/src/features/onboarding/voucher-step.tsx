import { Alert, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatNzd, parsePastedVoucher, VOUCHER_CODE_LENGTH, voucherForm } from '@portal/shared';
import { CodeInput, Form, SubmitButton } from '../../components/form';
import { useRedeemVoucher } from '../../lib/use-redeem-voucher';
import { ChoiceStep } from './choice-step';
import type { OnboardingState } from './onboarding-state';
import './i18n';

/** "Do you have a voucher?": a yes redeems it here, onto the SIM being set up, as credit for it. */
export function VoucherStep({
  state,
  update,
}: {
  state: OnboardingState;
  update: (change: Partial<OnboardingState>) => void;
}) {
  const { t } = useTranslation('onboarding');
  const redeem = useRedeemVoucher();
  return (
    <Stack spacing={2}>
      <ChoiceStep
        question={t('voucher.question')}
        value={state.hasVoucher === undefined ? undefined : state.hasVoucher ? 'yes' : 'no'}
        options={[
          { value: 'yes', label: t('voucher.yes') },
          { value: 'no', label: t('voucher.no') },
        ]}
        onChange={(v) => update({ hasVoucher: v === 'yes' })}
      />
      {state.voucherCreditCents !== undefined && (
        <Alert severity="success" role="status">
          {t('voucher.redeemed', { amount: formatNzd(state.voucherCreditCents) })}
        </Alert>
      )}
      {state.hasVoucher && state.productUUID && (
        <Form
          schema={voucherForm}
          defaultValues={{ code: '' }}
          onSubmit={async ({ code }) => {
            const productUUID = state.productUUID;
            if (!productUUID) return;
            const done = await redeem.mutateAsync({ productUUID, code });
            update({ voucherCreditCents: (state.voucherCreditCents ?? 0) + done.Attributes.CreditCents });
          }}
        >
          <CodeInput
            label={t('voucher.code')}
            length={VOUCHER_CODE_LENGTH}
            parsePaste={parsePastedVoucher}
            autoComplete="off"
          />
          <SubmitButton>{t('voucher.redeem')}</SubmitButton>
        </Form>
      )}
    </Stack>
  );
}
