import { Button, Chip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  allowanceKinds,
  allowanceOf,
  formatNzd,
  isRenewable,
  periodLabel,
  type AllowanceKind,
  type CataloguePlan,
} from '@portal/shared';
import { ListCard } from '../../components/list-card';
import { useFlags } from '../../lib/flags';
import { AddonPicture } from './addon-picture';
import { addonPictureKind } from './addon-picture-kind';
import './i18n';

const KINDS = allowanceKinds<AllowanceKind>(['data', 'voice', 'sms', 'mms', 'idd_voice', 'idd_sms']);

/** One addon of the catalogue: what it gives, for how long, its price, and the way to buy it. */
export function CatalogueAddonCard({ addon, onBuy }: { addon: CataloguePlan; onBuy: () => void }) {
  const { t } = useTranslation('mobile-addons');
  const pictureKind = addonPictureKind(useFlags().flags, addon.Characteristics);
  const interval = addon.Characteristics['ocs.TimePeriodInterval'] ?? 'month';
  const period = periodLabel(Number.parseInt(interval, 10) || 1, interval.replace(/^\d+\s*/, ''));
  const periodText = 'text' in period ? period.text : t(`shop.${period.key}`, { defaultValue: interval });
  const lines = KINDS.flatMap((kind) => {
    const line = allowanceOf(addon.Characteristics, kind);
    return line ? [`${t(`allowances.kinds.${kind}`)}: ${line}`] : [];
  });
  return (
    <ListCard
      title={addon.Name}
      picture={pictureKind && <AddonPicture kind={pictureKind} />}
      badges={
        <Chip
          size="small"
          variant="outlined"
          label={isRenewable(addon.Characteristics) ? t('shop.renewable') : t('shop.servicePeriod')}
        />
      }
      actions={
        <Button variant="contained" onClick={onBuy} aria-label={t('shop.buyNamed', { name: addon.Name })}>
          {t('shop.buy')}
        </Button>
      }
    >
      <Typography variant="body2" color="text.secondary">
        {addon.Availabilities[0]?.RetailDescription}
      </Typography>
      {lines.map((line) => (
        <Typography key={line} variant="body2">
          {line}
        </Typography>
      ))}
      <Typography sx={{ mt: 1, fontWeight: 600 }}>
        {formatNzd(addon.cost)} · {periodText}
      </Typography>
    </ListCard>
  );
}
