import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { emptyOfferText, formatNzd, type BroadbandPlan, type NetworkType } from '@portal/shared';
import { ChoiceCards } from '../../components/choice-cards';
import './i18n';

/** The plans of a network at the address as cards, compared by price and speed; an empty list says so. */
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
    <ChoiceCards
      legend={t('plans')}
      chosen={chosen}
      onChoose={(uuid) => {
        const plan = plans.find((p) => p.UUID === uuid);
        if (plan) onChoose(plan);
      }}
      choices={plans.map((plan) => {
        const price = t('perMonth', { price: formatNzd(plan.Cents) });
        const speed = t('speed', { down: plan.DownloadMbps, up: plan.UploadMbps });
        return {
          value: plan.UUID,
          label: `${plan.Name}: ${price}, ${speed}`,
          title: plan.Name,
          price,
          children: (
            <>
              <Typography sx={{ fontWeight: 600, mt: 1 }}>{speed}</Typography>
              {plan.Description && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {plan.Description}
                </Typography>
              )}
            </>
          ),
        };
      })}
    />
  );
}
