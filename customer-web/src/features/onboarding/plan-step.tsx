import { Alert, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { type ActivationType, type CataloguePlan, formatNzd } from '@portal/shared';
import { CardsSkeleton } from '../../components/content-skeleton';
import { ChoiceStep } from './choice-step';
import type { OnboardingState } from './onboarding-state';
import { usePostpayPlans } from './use-postpay-plans';
import { usePrepayPlans } from './use-prepay-plans';
import './i18n';

/** Monthly plans are base plans; prepay offers plans and addons; PAYG its casual plan. */
function plansOf(kind: ActivationType, postpay: CataloguePlan[] = [], prepay: CataloguePlan[] = []) {
  if (kind === 'postpay') return postpay.filter((p) => p.isBasePlan);
  return prepay.filter((p) => p.BillingReference === kind);
}

/** The plan or addon the SIM starts on, and how it bills (monthly only while the credit check has not failed). */
export function PlanStep({
  state,
  update,
}: {
  state: OnboardingState;
  update: (change: Partial<OnboardingState>) => void;
}) {
  const { t } = useTranslation('onboarding');
  const postpay = usePostpayPlans(state.billing === 'postpay');
  const prepay = usePrepayPlans(state.billing !== 'postpay');
  const kinds = (['postpay', 'prepay', 'payg'] as const).filter(
    (k) => k !== 'postpay' || !state.creditCheckFailed,
  );
  const plans = plansOf(state.billing, postpay.data, prepay.data);
  const loading = state.billing === 'postpay' ? postpay.isPending : prepay.isPending;
  return (
    <Stack spacing={3}>
      {state.paymentTypeChanged && (
        <Alert severity="success" role="status">
          {t('plan.paymentTypeChanged', { kind: t(`plan.kinds.${state.paymentTypeChanged}`) })}
        </Alert>
      )}
      <ChoiceStep
        question={t('plan.kind')}
        value={state.billing}
        options={kinds.map((k) => ({ value: k, label: t(`plan.kinds.${k}`) }))}
        onChange={(billing) => update({ billing, plan: undefined, paymentTypeChanged: undefined })}
      />
      {loading ? (
        <CardsSkeleton count={3} />
      ) : plans.length === 0 ? (
        <Alert severity="info">{t('plan.none')}</Alert>
      ) : (
        <ChoiceStep
          question={t('plan.choose')}
          value={state.plan?.availabilityUUID}
          options={plans.map((p) => ({
            value: p.Availabilities[0]?.UUID ?? p.UUID,
            label: `${p.Name} · ${formatNzd(p.cost ?? 0)}`,
          }))}
          onChange={(availabilityUUID) => {
            const plan = plans.find((p) => p.Availabilities[0]?.UUID === availabilityUUID);
            if (plan)
              update({
                plan: { availabilityUUID, catalogueUUID: plan.UUID, name: plan.Name, cents: plan.cost },
              });
          }}
        />
      )}
    </Stack>
  );
}
