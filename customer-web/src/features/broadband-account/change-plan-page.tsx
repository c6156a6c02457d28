import { Alert, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { z } from 'zod';
import { DEFAULT_PLAN_CHANGE_MODE, ERRORS, formatNzd, PLAN_CHANGE_MODES } from '@portal/shared';
import { ErrorBanner } from '../../components/error-banner';
import { Form, RadioInput, SubmitButton } from '../../components/form';
import { Loader } from '../../components/loader';
import { BroadbandPage } from './broadband-nav';
import { nzDateText } from './format';
import { useChangeFibrePlan } from './use-change-fibre-plan';
import { useFibreProducts } from './use-fibre-products';
import { useFibreServicePlans } from './use-fibre-service-plans';
import './i18n';

const changeSchema = z.object({
  plan: z.string().min(1, 'Please choose a plan'),
  mode: z.enum(PLAN_CHANGE_MODES),
});

/**
 * A fibre service's change of plan: one of the plans on sale, from the next period (the default) or now. The
 * server refuses the plan the service has or will have, and any change while the service is suspended.
 */
export function ChangePlanPage() {
  const { t } = useTranslation('broadbandAccount');
  const { id = '' } = useParams();
  const products = useFibreProducts();
  const plans = useFibreServicePlans(id);
  const change = useChangeFibrePlan(id);
  const [done, setDone] = useState<string>();
  const service = products.data?.find((p) => p.UUID === id);
  const suspended = service?.State === 'suspended';
  return (
    <BroadbandPage network="ufb" title={t('changePlan.title')}>
      {(products.isPending || plans.isPending) && <Loader />}
      {plans.error && <ErrorBanner error={plans.error} onRetry={() => void plans.refetch()} />}
      {service && (
        <Typography sx={{ mb: 2 }}>
          {t('changePlan.current', { plan: service.PlanName, address: service.Address.Formatted })}
        </Typography>
      )}
      {!products.isPending && !service && <Typography>{t('changePlan.unknown')}</Typography>}
      {done && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {done}
        </Alert>
      )}
      {suspended && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {ERRORS.plan_change_suspended}
        </Alert>
      )}
      {service && !suspended && !!plans.data?.length && (
        <Form
          schema={changeSchema}
          defaultValues={{ plan: '', mode: DEFAULT_PLAN_CHANGE_MODE }}
          onSubmit={async ({ plan, mode }) => {
            setDone(undefined);
            const changed = await change.mutateAsync({ planUUID: plan, mode });
            setDone(
              changed.ScheduledPlan
                ? t('changePlan.doneLater', { date: nzDateText(changed.ScheduledPlan.FromNanos) })
                : t('changePlan.doneNow', { plan: changed.PlanName }),
            );
          }}
        >
          <Stack spacing={2}>
            <RadioInput
              name="plan"
              label={t('changePlan.plan')}
              options={plans.data.map((p) => ({
                value: p.UUID,
                label: t('changePlan.option', {
                  name: p.Name,
                  price: formatNzd(p.Cents),
                  down: p.DownloadMbps,
                  up: p.UploadMbps,
                }),
              }))}
            />
            <RadioInput
              name="mode"
              label={t('changePlan.when')}
              options={PLAN_CHANGE_MODES.map((mode) => ({
                value: mode,
                label: t(`changePlan.mode.${mode}`),
              }))}
            />
            <div>
              <SubmitButton>{t('changePlan.submit')}</SubmitButton>
            </div>
          </Stack>
        </Form>
      )}
    </BroadbandPage>
  );
}
