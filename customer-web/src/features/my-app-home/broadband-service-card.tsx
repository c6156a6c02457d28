import { Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusChip, type StatusTone } from '../../components/status-chip';
import { chooseBroadbandProduct } from '../../lib/broadband-products';
import { ServiceCard } from './service-card';
import { useServicePlans } from './use-home-data';
import './i18n';

export interface BroadbandService {
  network: 'ufb' | 'fwa';
  UUID: string;
  planName: string;
  planUUID: string | undefined;
  address: string;
  status: string;
  tone: StatusTone;
}

/** One fibre or fixed-wireless service on the home: plan, speed, where and how it is, and ways to manage it. */
export function BroadbandServiceCard({ service }: { service: BroadbandService }) {
  const { t } = useTranslation('myAppHome');
  const plans = useServicePlans(service.network, service.UUID);
  const plan = plans.data?.find((p) => p.UUID === service.planUUID);
  const network = t(`broadband.${service.network}`);
  const choose = () => chooseBroadbandProduct(service.UUID);
  const label = (text: string) => `${text}, ${network} ${service.planName}`;
  return (
    <ServiceCard
      title={network}
      chip={<StatusChip label={service.status} tone={service.tone} />}
      plan={service.planName}
      actions={
        <>
          <Button
            component={Link}
            to={`/profile/broadband/${service.network}/subscriptions`}
            onClick={choose}
            variant="contained"
            aria-label={label(t('broadband.manage'))}
          >
            {t('broadband.manage')}
          </Button>
          <Button
            component={Link}
            to={`/profile/broadband/${service.network}/usage`}
            onClick={choose}
            variant="outlined"
            aria-label={label(t('broadband.usage'))}
          >
            {t('broadband.usage')}
          </Button>
        </>
      }
    >
      {plan && (
        <Typography color="text.secondary">
          {t('broadband.speed', { down: plan.DownloadMbps, up: plan.UploadMbps })}
        </Typography>
      )}
      <Typography sx={{ mt: 1 }}>{service.address}</Typography>
    </ServiceCard>
  );
}
