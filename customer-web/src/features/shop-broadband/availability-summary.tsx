import { Alert, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  fibreAvailabilityProblem,
  fwaAvailabilityProblem,
  type BroadbandPlans,
  type NetworkType,
} from '@portal/shared';
import './i18n';

export interface NetworkOffer {
  network: NetworkType;
  plans: BroadbandPlans | undefined;
}

/** What each network says at the address: available, or the text of why not. */
export function problemOf({ network, plans }: NetworkOffer): string | undefined {
  return network === 'UFB'
    ? fibreAvailabilityProblem(plans?.ServiceAvailability)
    : fwaAvailabilityProblem(plans?.ServiceAvailability.Status);
}

export function AvailabilitySummary({ offers }: { offers: NetworkOffer[] }) {
  const { t } = useTranslation('shopBroadband');
  return (
    <Stack spacing={1} sx={{ my: 2 }}>
      {offers.map((offer) => {
        const problem = problemOf(offer);
        const name = t(offer.network === 'UFB' ? 'fibre' : 'fwa');
        return (
          <Alert key={offer.network} severity={problem ? 'warning' : 'success'}>
            {name}: {problem ?? t('available')}
          </Alert>
        );
      })}
    </Stack>
  );
}
