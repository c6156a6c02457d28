import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  contracts,
  nextOnboardingStep,
  onboardingSteps,
  previousOnboardingStep,
  serviceType,
  type OnboardingStep,
  displayMsisdn,
} from '@portal/shared';
import { FormSkeleton } from '../../components/content-skeleton';
import { Page } from '../../components/page';
import { SimActivationPanel } from '../../components/sim-activation-panel';
import { useCustomerUUID } from '../../lib/account';
import { invalidateContract } from '../../lib/api/query';
import { useMobileProducts } from '../../lib/mobile-products';
import { useChallenge } from '../../lib/payment-provider/use-challenge';
import { useSimMetadata } from '../../lib/sim-activation';
import { ChoiceStep } from './choice-step';
import { CreditCheckStep } from './credit-check-step';
import { useOnboardingState, type OnboardingState } from './onboarding-state';
import { BillingRouteStep, CardAuthorisationStep, PaymentCardStep } from './payment-steps';
import { PlanStep } from './plan-step';
import { useStartOnPlan } from './use-start-on-plan';
import { VoucherStep } from './voucher-step';
import './i18n';

/** Whether the customer has answered what a step asks, so Next may be pressed. */
function answered(step: OnboardingStep, state: OnboardingState, simActive: boolean): boolean {
  if (step === 'plan') return !!state.plan;
  if (step === 'activation') return simActive;
  if (step === 'voucher') return state.hasVoucher !== undefined;
  if (step === 'porting') return state.wantsPorting !== undefined;
  if (step === 'card-authorisation') return !!state.authorisedCardID;
  return true;
}

/** Steps that move on by their own action (the credit check, the activation, the last step). */
const SELF_ADVANCING: readonly OnboardingStep[] = ['credit-check', 'app'];

/**
 * mobile-onboarding and onboarding: a new SIM's plan, payment and activation, one step at a time in the
 * specification's order, resumable after a reload. The SIM is the one named by ?product=, else the account's
 * first SIM that is not activated.
 */
export function OnboardingPage() {
  const { t } = useTranslation('onboarding');
  const [search] = useSearchParams();
  const customerUUID = useCustomerUUID() ?? '';
  const products = useMobileProducts();
  const waiting = (products.data ?? []).filter((p) => serviceType(p) === 'Not Activated');
  const sim = waiting.find((p) => p.UUID === search.get('product')) ?? waiting[0];
  const { state, update, finish } = useOnboardingState(search.get('product') ?? undefined);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { challenge, dialog } = useChallenge();
  const start = useStartOnPlan(customerUUID, challenge);
  const metadata = useSimMetadata(state.step === 'activation' ? state.productUUID : undefined);
  const simActive = metadata.data?.Status === 4;

  useEffect(() => {
    // Once chosen, the SIM stays the onboarding's, even when it is activated and another one waits.
    if (sim && !state.productUUID) update({ productUUID: sim.UUID });
  }, [sim, state.productUUID, update]);

  if (products.isPending)
    return (
      <Page title={t('title')}>
        <FormSkeleton fields={2} />
      </Page>
    );
  const activating = state.step === 'activation' || state.step === 'porting' || state.step === 'app';
  if (!sim && !activating)
    return (
      <Page title={t('title')}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="info">{t('noSim')}</Alert>
          <Button component={Link} to="/activation" variant="contained">
            {t('toActivation')}
          </Button>
        </Stack>
      </Page>
    );

  const steps = onboardingSteps(state);
  const index = steps.indexOf(state.step);
  const go = (step: OnboardingStep | undefined) => step && update({ step });
  const next = () => go(nextOnboardingStep(state.step, state));
  const back = previousOnboardingStep(state.step, state);
  const productUUID = state.productUUID ?? sim?.UUID ?? '';
  const number = (products.data ?? []).find((p) => p.UUID === productUUID)?.MSISDN ?? sim?.MSISDN;

  return (
    <Page title={t('title')}>
      <Stack spacing={3}>
        {number && state.step === 'plan' && (
          <Typography>{t('lead', { number: displayMsisdn(number) })}</Typography>
        )}
        <Typography variant="h6" component="h2">
          {`${index + 1}/${steps.length} · ${t(`steps.${state.step}`)}`}
        </Typography>
        {state.step === 'plan' && <PlanStep state={state} update={update} />}
        {state.step === 'voucher' && <VoucherStep state={state} update={update} />}
        {state.step === 'billing' && (
          <ChoiceStep
            question={t('billing.question')}
            value={state.payer}
            options={[
              { value: 'card', label: t('billing.card') },
              { value: 'route', label: t('billing.route') },
            ]}
            onChange={(payer) => update({ payer })}
          />
        )}
        {state.step === 'credit-check' && (
          <CreditCheckStep customerUUID={customerUUID} state={state} update={update} onPassed={next} />
        )}
        {state.step === 'card-authorisation' && (
          <CardAuthorisationStep customerUUID={customerUUID} state={state} update={update} />
        )}
        {state.step === 'payment-card' && (
          <PaymentCardStep customerUUID={customerUUID} state={state} update={update} />
        )}
        {state.step === 'billing-route' && (
          <BillingRouteStep customerUUID={customerUUID} state={state} update={update} />
        )}
        {state.step === 'activation' && (
          <Stack spacing={2}>
            {state.plan && <Typography>{t('activation.plan', { name: state.plan.name })}</Typography>}
            <SimActivationPanel
              productUUID={productUUID}
              start={() => start.mutateAsync(state)}
              startLabel={t('activation.activate')}
            />
          </Stack>
        )}
        {state.step === 'porting' && (
          <Stack spacing={2}>
            <ChoiceStep
              question={t('porting.question')}
              value={state.wantsPorting === undefined ? undefined : state.wantsPorting ? 'yes' : 'no'}
              options={[
                { value: 'yes', label: t('porting.yes') },
                { value: 'no', label: t('porting.no') },
              ]}
              onChange={(v) => update({ wantsPorting: v === 'yes' })}
            />
            {state.wantsPorting && (
              <Alert
                severity="success"
                action={
                  <Button
                    color="inherit"
                    component={Link}
                    to={`/profile/number-porting?product=${state.productUUID ?? ''}`}
                  >
                    {t('porting.open')}
                  </Button>
                }
              >
                {t('porting.noted')}
              </Alert>
            )}
          </Stack>
        )}
        {state.step === 'app' && (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography>{t('app.lead')}</Typography>
            <Button
              variant="contained"
              onClick={async () => {
                finish();
                // The services were read before the SIM was activated on its plan: read them again, or the
                // dashboard would find no plan yet.
                await invalidateContract(queryClient, contracts.mobileProducts.list);
                void navigate('/profile/dashboard');
              }}
            >
              {t('app.finish')}
            </Button>
          </Stack>
        )}
        <Box sx={{ display: 'flex', gap: 2 }}>
          {back && state.step !== 'porting' && (
            <Button variant="outlined" onClick={() => go(back)}>
              {t('back')}
            </Button>
          )}
          {!SELF_ADVANCING.includes(state.step) && (
            <Button variant="contained" disabled={!answered(state.step, state, simActive)} onClick={next}>
              {t('next')}
            </Button>
          )}
        </Box>
      </Stack>
      {dialog}
    </Page>
  );
}
