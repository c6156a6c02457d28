import { Box, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import {
  daysEndingYesterday,
  groupDays,
  HISTOGRAM_DAYS,
  mbToGb,
  secondsToMinutes,
  type HistogramKind,
} from '@portal/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AsTableSwitch, UsageFigure } from '../../components/usage-figure';
import { useUsageHistogram } from './use-usage-histogram';
import './i18n';
import { serverNow } from '../../lib/server-clock';

type Period = 'daily' | 'monthly' | 'yearly';
/** Days asked for each period: 30 days ending yesterday, a year by month, three years by year. */
const DAYS: Record<Period, number> = { daily: HISTOGRAM_DAYS, monthly: 365, yearly: 3 * 365 };

/** DD-MM from YYYY-MM-DD, the short label of a day. */
const dayLabel = (date: string) => `${date.slice(8, 10)}-${date.slice(5, 7)}`;

/**
 * The usage chart: data in GB to two decimals or calls in minutes, per day over the last 30 days, per month or per
 * year, with the figures also in a table for screen readers and, on request, for everyone.
 */
export function UsageChart({
  customerUUID,
  mobileUUID,
  productType,
}: {
  customerUUID: string | null;
  mobileUUID: string;
  productType: string;
}) {
  const { t } = useTranslation('mobileUsage');
  const [kind, setKind] = useState<HistogramKind>('data');
  const [period, setPeriod] = useState<Period>('daily');
  // Anyone may read the figures as a table instead of the drawing (screen readers always get the table).
  const [asTable, setAsTable] = useState(false);
  // The range is fixed while the page is open, so the cached answer keeps its key.
  const range = useMemo(() => daysEndingYesterday(serverNow(), DAYS[period]), [period]);
  const histogram = useUsageHistogram({ customerUUID, mobileUUID, productType }, kind, {
    firstMs: range.firstMs,
    finalMs: range.finalMs,
    days: range.dates.length,
  });
  const convert = kind === 'data' ? mbToGb : secondsToMinutes;
  const amounts = (histogram.data ?? range.dates.map(() => 0)).map(convert);
  const points =
    period === 'daily'
      ? range.dates.map((date, i) => ({ label: dayLabel(date), amount: amounts[i] ?? 0 }))
      : groupDays(range.dates, amounts, period === 'monthly' ? 'month' : 'year');
  const unit = t(`chart.${kind}`);
  return (
    <Box component="section" aria-labelledby="usage-chart-heading" sx={{ position: 'relative' }}>
      <Typography id="usage-chart-heading" variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
        {t('chart.heading')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={kind}
          aria-label={t('chart.kind')}
          onChange={(_, value: HistogramKind | null) => value && setKind(value)}
        >
          <ToggleButton value="data">{t('chart.data')}</ToggleButton>
          <ToggleButton value="voice">{t('chart.voice')}</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={period}
          aria-label={t('chart.period')}
          onChange={(_, value: Period | null) => value && setPeriod(value)}
        >
          <ToggleButton value="daily">{t('chart.daily')}</ToggleButton>
          <ToggleButton value="monthly">{t('chart.monthly')}</ToggleButton>
          <ToggleButton value="yearly">{t('chart.yearly')}</ToggleButton>
        </ToggleButtonGroup>
        <AsTableSwitch checked={asTable} onChange={setAsTable} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t(`chart.${period}Caption`)}
      </Typography>
      <UsageFigure points={points} unit={unit} when={t('chart.when')} asTable={asTable} />
    </Box>
  );
}
