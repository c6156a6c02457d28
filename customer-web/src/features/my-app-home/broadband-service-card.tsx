import { Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusChip, type StatusTone } from '../../components/status-chip';
import { chooseBroadbandProduct } from '../../lib/broadband-products';
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
  const headingId = useId();
  const plans = useServicePlans(service.network, service.UUID);
  const plan = plans.data?.find((p) => p.UUID === service.planUUID);
  const network = t(`broadband.${service.network}`);
  const choose = () => chooseBroadbandProduct(service.UUID);
  const label = (text: string) => `${text}, ${network} ${service.planName}`;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h3" id={headingId}>
            {network}
          </Typography>
          <StatusChip label={service.status} tone={service.tone} />
        </Stack>
        <Typography variant="h5" component="p">
          {service.planName}
        </Typography>
        {plan && (
          <Typography color="text.secondary">
            {t('broadband.speed', { down: plan.DownloadMbps, up: plan.UploadMbps })}
          </Typography>
        )}
        <Typography sx={{ mt: 1 }}>{service.address}</Typography>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, p: 2, pt: 0, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
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
      </CardActions>
    </Card>
  );
}
