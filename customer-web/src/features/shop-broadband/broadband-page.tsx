import {
  Box,
  Button,
  FormControlLabel,
  List,
  ListItem,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  broadbandChoiceComplete,
  transferDetailsMissing,
  type NetworkType,
  type ShopAddress,
} from '@portal/shared';
import { ErrorBanner } from '../../components/error-banner';
import { Loader } from '../../components/loader';
import { Page } from '../../components/page';
import { useSaveCart } from '../../lib/shop/use-cart';
import { AddressSearch } from './address-search';
import { AvailabilitySummary, problemOf, type NetworkOffer } from './availability-summary';
import { broadbandCartItems, withoutBroadband } from './broadband-cart-items';
import { useBroadbandFlow } from './broadband-flow-store';
import { ConnectionChoice } from './connection-choice';
import { ModemChoice } from './modem-choice';
import { PlanChoice } from './plan-choice';
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
 * ufb, ufb-package and broadband: find the address, see what reaches it, compare plans, choose a modem or bring
 * one, choose a new connection or a transfer, and put it in the cart. `fibreOnly` is the fibre screens' view.
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

  const addToCart = () => {
    if (!network) return;
    const chosen = broadbandCartItems(flow, network, serverNow());
    save.mutate((items) => [...withoutBroadband(items), ...chosen], {
      onSuccess: () => void navigate('/order-placement'),
    });
  };

  return (
    <Page title={t(fibreOnly ? 'fibreTitle' : 'title')} width="md">
      <Box component="section" aria-labelledby="plan-type-title" sx={{ mb: 3 }}>
        <Typography variant="h5" component="h2" id="plan-type-title">
          {t('planType.title')}
        </Typography>
        <Typography variant="subtitle1">{t('planType.dropdownTitle')}</Typography>
        <Typography>{t('planType.lead')}</Typography>
        <List dense>
          {(t('planType.features', { returnObjects: true }) as string[]).map((line) => (
            <ListItem key={line}>{line}</ListItem>
          ))}
        </List>
      </Box>
      {!flow.location ? (
        <AddressSearch
          onPick={(address) =>
            update({
              location: locationOf(address),
              plan: undefined,
              modem: undefined,
              with_wifi_router: undefined,
              broadband_type: undefined,
              serviceAvailability: undefined,
            })
          }
        />
      ) : (
        <>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography variant="h6" component="h2">
              {t('availability', { address: flow.location.Formatted })}
            </Typography>
            <Button onClick={() => update({ location: undefined, plan: undefined, modem: undefined })}>
              {t('change')}
            </Button>
          </Stack>
          {(fibre.isPending || (!fibreOnly && fwa.isPending)) && <Loader />}
          {(fibre.error ?? fwa.error) && <ErrorBanner error={fibre.error ?? fwa.error} />}
          {!fibre.isPending && (fibreOnly || !fwa.isPending) && <AvailabilitySummary offers={offers} />}
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
            <>
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
              {network === 'UFB' && (
                <ConnectionChoice transfer={transfer} onChange={(next) => update({ transfer: next })} />
              )}
              {transferIncomplete && <Typography role="status">{t('transferNeeded')}</Typography>}
              {save.error && <ErrorBanner error={save.error} />}
              <Box>
                <Button variant="contained" disabled={!ready || save.isPending} onClick={addToCart}>
                  {t('addToCart')}
                </Button>
              </Box>
            </>
          )}
        </>
      )}
    </Page>
  );
}

export const FibrePage = () => <BroadbandPage fibreOnly />;
