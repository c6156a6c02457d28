import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatNzDateTime, type MobileAddon } from '@portal/shared';
import './i18n';

const dayOf = (nanos: number) => formatNzDateTime(nanos / 1_000_000).split(',')[0];

/** The plan and addons on the service, plan first, each with when it renews or ends. */
export function OwnedAddons({ addons }: { addons: readonly MobileAddon[] }) {
  const { t } = useTranslation('mobile-addons');
  const ordered = [...addons].sort((a, b) => Number(b.isBasePlan) - Number(a.isBasePlan));
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('yours.title')}>
      {ordered.map((addon) => (
        <Card key={addon.UUID} variant="outlined" component="li" aria-label={addon.Name}>
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="subtitle1" component="h3">
                {addon.Name}
              </Typography>
              {addon.isBasePlan && <Chip size="small" color="primary" label={t('yours.plan')} />}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {t(addon.AutoRenew ? 'yours.renews' : 'yours.ends', { date: dayOf(addon.ExpiresAtNanos) })}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
