import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { emptyOfferText, formatNzd, type BroadbandPlan, type NetworkType } from '@portal/shared';
import './i18n';

/** The plans of a network at the address, compared by price and speed; an empty list says so. */
export function PlanChoice({
  network,
  plans,
  chosen,
  onChoose,
}: {
  network: NetworkType;
  plans: BroadbandPlan[];
  chosen: string | undefined;
  onChoose: (plan: BroadbandPlan) => void;
}) {
  const { t } = useTranslation('shopBroadband');
  if (plans.length === 0) return <Typography role="status">{emptyOfferText('plans', network)}</Typography>;
  return (
    <FormControl sx={{ my: 2 }}>
      <FormLabel id="plan-label">{t('plans')}</FormLabel>
      <RadioGroup aria-labelledby="plan-label" value={chosen ?? ''}>
        {plans.map((plan) => (
          <FormControlLabel
            key={plan.UUID}
            value={plan.UUID}
            control={<Radio />}
            onChange={() => onChoose(plan)}
            label={`${plan.Name}: ${t('perMonth', { price: formatNzd(plan.Cents) })}, ${t('speed', {
              down: plan.DownloadMbps,
              up: plan.UploadMbps,
            })}`}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
