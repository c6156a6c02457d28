import { Chip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatNzDateTime, type MobileAddon } from '@portal/shared';
import { CardList, ListCard } from '../../components/list-card';
import './i18n';

const dayOf = (nanos: number) => formatNzDateTime(nanos / 1_000_000).split(',')[0];

/** The plan and addons on the service, plan first, each with when it renews or ends. */
export function OwnedAddons({ addons }: { addons: readonly MobileAddon[] }) {
  const { t } = useTranslation('mobile-addons');
  const ordered = [...addons].sort((a, b) => Number(b.isBasePlan) - Number(a.isBasePlan));
  return (
    <CardList spacing={1} label={t('yours.title')}>
      {ordered.map((addon) => (
        <ListCard
          key={addon.UUID}
          title={addon.Name}
          badges={addon.isBasePlan && <Chip size="small" color="primary" label={t('yours.plan')} />}
        >
          <Typography variant="body2" color="text.secondary">
            {t(addon.AutoRenew ? 'yours.renews' : 'yours.ends', { date: dayOf(addon.ExpiresAtNanos) })}
          </Typography>
        </ListCard>
      ))}
    </CardList>
  );
}
