import { Box, Button, FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  broadbandChoiceComplete,
  broadbandStepDone,
  broadbandSteps,
  cartTotals,
  openBroadbandStep,
  transferDetailsMissing,
  type BroadbandStep,
  type NetworkType,
  type ShopAddress,
} from '@portal/shared';
import { useState } from 'react';
import { ErrorBanner } from '../../components/error-banner';
import { CardSkeleton } from '../../components/card-skeleton';
import { OrderSummary, type SummaryLine } from '../../components/order-summary';
import { StepIndicator } from '../../components/step-indicator';
import { Page } from '../../components/page';
import { useBroadbandStepLabels } from '../../lib/shop/broadband-step-labels';
import { useSaveCart } from '../../lib/shop/use-cart';
import { AddressSearch } from './address-search';
import { AvailabilitySummary, problemOf, type NetworkOffer } from './availability-summary';
import { broadbandCartItems, withoutBroadband } from './broadband-cart-items';
import { useBroadbandFlow } from './broadband-flow-store';
import { ConnectionChoice } from './connection-choice';
import { ModemChoice } from './modem-choice';
import { PlanChoice } from './plan-choice';
import { PlanTypeIntro } from './plan-type-intro';
import { useBroadbandPlans } from './use-broadband-plans';
import './i18n';
import { serverNow } from '../../lib/server-clock';

const locationOf = (a: ShopAddress) => ({
  Formatted: a.Formatted,
  City: a.City,
  Country: a.Country,
  PostCode: a.PostCode,
  Lines: a.Lines,
  LocationProvider: a.LocationProvider,
  LocationProviderIDX: a.LocationProviderIDX,
});

/**
 * ufb, ufb-package and broadband, one step at a time: find the address, see what reaches it and compare plans,
 * choose a modem or bring one, choose a new connection or a transfer (fibre), and put it in the cart for checkout.
 * The order summary stays in view throughout. `fibreOnly` is the fibre screens' view.
 */
export function BroadbandPage({ fibreOnly = false }: { fibreOnly?: boolean }) {
  const { t } = useTranslation('shopBroadband');
  const navigate = useNavigate();
  const { flow, update } = useBroadbandFlow();
  const save = useSaveCart();
  const fibre = useBroadbandPlans(flow.location, 'UFB');
  const fwa = useBroadbandPlans(fibreOnly ? undefined : flow.location, 'FWA');
  const offers: NetworkOffer[] = [
    { network: 'UFB', plans: fibre.data },
    ...(fibreOnly ? [] : [{ network: 'FWA' as const, plans: fwa.data }]),
  ];
  const sellable = offers.filter((o) => o.plans && !problemOf(o)).map((o) => o.network);
  const network: NetworkType | undefined =
    flow.broadband_type && sellable.includes(flow.broadband_type) ? flow.broadband_type : sellable[0];
  const plans = offers.find((o) => o.network === network)?.plans;
  const transfer = flow.transfer ?? {};
  const transferIncomplete = transferDetailsMissing(network, flow);
  const ready = broadbandChoiceComplete(network, flow);
  // An address typed on the landing page opens the address step, searched; else the first step still open.
  const [params] = useSearchParams();
  const [step, setStep] = useState<BroadbandStep>(() =>
    params.has('address')
      ? 'address'
      : openBroadbandStep(flow.broadband_type ?? flow.plan?.BroadbandProductType, flow),
  );

  const addToCart = () => {
    if (!network) return;
    const chosen = broadbandCartItems(flow, network, serverNow());
    save.mutate((items) => [...withoutBroadband(items), ...chosen], {
      onSuccess: () => void navigate('/order-placement'),
    });
  };

  const steps = broadbandSteps(network);
  const stepLabels = useBroadbandStepLabels(steps);
  const reachable = (target: BroadbandStep) =>
    steps.slice(0, steps.indexOf(target)).every((s) => broadbandStepDone(s, network, flow));
  // A step whose earlier steps are no longer done (a new address, another network) gives way to the first open one.
  const current = steps.includes(step) && reachable(step) ? step : openBroadbandStep(network, flow);
  const at = steps.indexOf(current);
  const next = steps[at + 1];
  const go = (target: BroadbandStep | undefined) => {
    if (!target) return;
    setStep(target);
    window.scrollTo({ top: 0 });
  };
  const loadingPlans = fibre.isPending || (!fibreOnly && fwa.isPending);

  const content = (() => {
    switch (current) {
      case 'address':
        return (
          <>
            <PlanTypeIntro />
            <AddressSearch
              onPick={(address) => {
                update({
                  location: locationOf(address),
                  plan: undefined,
                  modem: undefined,
                  with_wifi_router: undefined,
                  broadband_type: undefined,
                  serviceAvailability: undefined,
                });
                go('plan');
              }}
            />
          </>
        );
      case 'plan':
        return (
          <>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h6" component="h2">
                {t('availability', { address: flow.location?.Formatted ?? '' })}
              </Typography>
              <Button onClick={() => go('address')}>{t('change')}</Button>
            </Stack>
            {loadingPlans && <CardSkeleton />}
            {(fibre.error ?? fwa.error) && <ErrorBanner error={fibre.error ?? fwa.error} />}
            {!loadingPlans && <AvailabilitySummary offers={offers} />}
            {sellable.length > 1 && (
              <RadioGroup
                row
                aria-label={t('network')}
                value={network ?? ''}
                onChange={(_, value) =>
                  update({
                    broadband_type: value as NetworkType,
                    plan: undefined,
                    modem: undefined,
                    with_wifi_router: undefined,
                  })
                }
                sx={{ mb: 2 }}
              >
                {sellable.map((n) => (
                  <FormControlLabel
                    key={n}
                    value={n}
                    control={<Radio />}
                    label={t(n === 'UFB' ? 'fibre' : 'fwa')}
                  />
                ))}
              </RadioGroup>
            )}
            {network && plans && (
              <PlanChoice
                network={network}
                plans={plans.Plans}
                chosen={flow.plan?.ID}
                onChoose={(plan) =>
                  update({
                    broadband_type: network,
                    serviceAvailability: plans.ServiceAvailability,
                    plan: {
                      ID: plan.UUID,
                      Name: plan.Name,
                      Description: plan.Description,
                      Price: plan.Cents / 100,
                      ProductCatalogUUID: plan.ProductCatalogUUID,
                      BroadbandProductType: network,
                    },
                  })
                }
              />
            )}
          </>
        );
      case 'modem':
        return network ? (
          <ModemChoice
            network={network}
            chosen={flow.with_wifi_router === false ? null : flow.modem?.ID}
            onChoose={(modem) =>
              update(
                modem
                  ? {
                      with_wifi_router: true,
                      modem: { ID: modem.ItemUUID, Name: modem.Name, PriceCents: modem.Price },
                    }
                  : { with_wifi_router: false, modem: undefined },
              )
            }
          />
        ) : null;
      default:
        return (
          <>
            <ConnectionChoice transfer={transfer} onChange={(choice) => update({ transfer: choice })} />
            {transferIncomplete && (
              <Typography role="status" sx={{ mt: 2 }}>
                {t('transferNeeded')}
              </Typography>
            )}
          </>
        );
    }
  })();

  // The last step before checkout puts the choice in the cart; the others move on once they have their answer.
  const last = next === 'checkout';
  const lines: SummaryLine[] = [
    ...(flow.plan && network && flow.plan.BroadbandProductType === network
      ? [
          {
            key: 'plan',
            name: flow.plan.Name,
            detail: t('perMonthLine'),
            cents: Math.round(flow.plan.Price * 100),
          },
        ]
      : []),
    ...(flow.with_wifi_router && flow.modem
      ? [{ key: 'modem', name: flow.modem.Name, detail: t('onceLine'), cents: flow.modem.PriceCents }]
      : []),
  ];
  return (
    <Page title={t(fibreOnly ? 'fibreTitle' : 'title')} width="lg">
      <StepIndicator steps={stepLabels} current={at} />
      <Box
        sx={{
          display: { xs: 'block', md: 'grid' },
          gridTemplateColumns: { md: 'minmax(0, 2fr) minmax(280px, 1fr)' },
          gap: 4,
          alignItems: 'start',
        }}
      >
        <Box>
          {content}
          {save.error && <ErrorBanner error={save.error} />}
          {current !== 'address' && (
            <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
              <Button variant="outlined" onClick={() => go(steps[at - 1])}>
                {t('back')}
              </Button>
              {last ? (
                <Button variant="contained" disabled={!ready || save.isPending} onClick={addToCart}>
                  {t('addToCart')}
                </Button>
              ) : (
                <Button
                  variant="contained"
                  disabled={!broadbandStepDone(current, network, flow)}
                  onClick={() => go(next)}
                >
                  {t('continue')}
                </Button>
              )}
            </Stack>
          )}
        </Box>
        <OrderSummary
          lines={lines}
          charged={cartTotals(lines.map((l) => ({ PriceCents: l.cents, Quantity: 1 })))}
        />
      </Box>
    </Page>
  );
}

export const FibrePage = () => <BroadbandPage fibreOnly />;
