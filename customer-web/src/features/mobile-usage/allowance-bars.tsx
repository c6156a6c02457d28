import { Grid, Typography } from '@mui/material';
import {
  formatAllowance,
  formatLeft,
  inAllowanceOrder,
  type ListedAllowance,
  type UsageBalanceEntryWire,
} from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { AllowanceCard } from '../../components/allowance-card';
import './i18n';

/** The allowance kind of each balance type, for the plan display rules' units. */
const KIND = {
  Data: 'data',
  TetheringData: 'data',
  Mins: 'voice',
  IDDMins: 'idd_voice',
  TXTs: 'sms',
  IDDTXTs: 'idd_sms',
  PXTs: 'mms',
} as const;

/** Where each balance type stands in the shared allowance order: hotspot data has its own place. */
const LISTED: Record<UsageBalanceEntryWire['Type'], ListedAllowance> = { ...KIND, TetheringData: 'hotspot' };

function AllowanceBar({ entry }: { entry: UsageBalanceEntryWire }) {
  const { t } = useTranslation('mobileUsage');
  const name = t(`allowances.${entry.Type}`);
  const kind = KIND[entry.Type];
  const text =
    entry.UsageRule === 'Unlimited'
      ? t('allowances.unlimited')
      : entry.UsageRule === 'CasualRate'
        ? t('allowances.casualRate')
        : t('allowances.left', {
            remaining: formatLeft(kind, entry.RemainingAmount),
            total: formatAllowance(kind, entry.Total),
          });
  const percent =
    entry.UsageRule === 'Unlimited'
      ? 100
      : entry.Total > 0
        ? Math.round(Math.min(1, entry.RemainingAmount / entry.Total) * 100)
        : 0;
  return (
    <AllowanceCard name={name} text={text} percent={percent} barLabel={t('allowances.remaining', { name })}>
      {entry.CarryOverAmount > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('allowances.carryOver', { amount: formatAllowance(kind, entry.CarryOverAmount) })}
        </Typography>
      )}
    </AllowanceCard>
  );
}

/** What remains of each allowance this period, as bars; rolled-over data is shown apart under its bar. */
export function AllowanceBars({ entries }: { entries: readonly UsageBalanceEntryWire[] }) {
  const { t } = useTranslation('mobileUsage');
  if (!entries.length) return <Typography>{t('allowances.none')}</Typography>;
  return (
    <Grid container spacing={2}>
      {inAllowanceOrder(entries, (entry) => LISTED[entry.Type]).map((entry) => (
        <Grid key={entry.Type} size={{ xs: 12, sm: 6, md: 4 }}>
          <AllowanceBar entry={entry} />
        </Grid>
      ))}
    </Grid>
  );
}
