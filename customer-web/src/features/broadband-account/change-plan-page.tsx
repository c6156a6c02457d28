import { Alert, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { z } from 'zod';
import { DEFAULT_PLAN_CHANGE_MODE, ERRORS, formatNzd, PLAN_CHANGE_MODES } from '@portal/shared';
import { ErrorBanner } from '../../components/error-banner';
import { Form, RadioInput, SubmitButton } from '../../components/form';
import { CardsSkeleton } from '../../components/content-skeleton';
import { BroadbandPage, type Network } from './broadband-nav';
import { nzDateText } from './format';
import { usePlanChange } from './use-plan-change';
import './i18n';

const changeSchema = z.object({
  plan: z.string().min(1, 'Please choose a plan'),
  mode: z.enum(PLAN_CHANGE_MODES),
});

/**
 * A broadband service's change of plan, fibre or fixed wireless: one of the plans on sale, from the next period
 * (the default) or now. The server refuses the plan the service has or will have, and any change while the
 * service is suspended.
 */
export function ChangePlanPage({ network }: { network: Network }) {
  const { t } = useTranslation('broadbandAccount');
  const { id = '' } = useParams();
  const { service, services, plans, change } = usePlanChange(network, id);
  const [done, setDone] = useState<string>();
  const suspended = service?.suspended === true;
  return (
    <BroadbandPage network={network} title={t(`changePlan.title.${network}`)}>
      {(services.isPending || plans.isPending) && <CardsSkeleton />}
      {services.error && <ErrorBanner error={services.error} onRetry={() => void services.refetch()} />}
      {plans.error && <ErrorBanner error={plans.error} onRetry={() => void plans.refetch()} />}
      {service && (
        <Typography sx={{ mb: 2 }}>
          {t('changePlan.current', { plan: service.planName, address: service.address })}
        </Typography>
      )}
      {/* Not one of the account's only once the account's services were read: a failed read says so above. */}
      {!services.isPending && !services.error && !service && (
        <Typography>{t(`changePlan.unknown.${network}`)}</Typography>
      )}
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
            const changed = await change({ planUUID: plan, mode });
            setDone(
              changed.scheduledFromNanos
                ? t('changePlan.doneLater', { date: nzDateText(changed.scheduledFromNanos) })
                : t('changePlan.doneNow', { plan: changed.planName }),
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

export const UfbChangePlanPage = () => <ChangePlanPage network="ufb" />;
export const FwaChangePlanPage = () => <ChangePlanPage network="fwa" />;
