import { MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatCalendarDay,
  HISTOGRAM_DAYS,
  LONG_HISTORY_DAYS,
  usageBars,
  usageRange,
  USAGE_VIEWS,
  type UsageView,
} from '@portal/shared';
import { CardsSkeleton } from '../../components/content-skeleton';
import { ErrorBanner } from '../../components/error-banner';
import { AsTableSwitch, UsageFigure } from '../../components/usage-figure';
import { chooseBroadbandProduct, chosenBroadbandProduct } from '../../lib/broadband-products';
import { BroadbandPage, type Network } from './broadband-nav';
import { useFibreProducts } from './use-fibre-products';
import { useFwaProducts } from './use-fwa-products';
import { useUsageHistogram } from './use-usage-histogram';
import './i18n';
import { serverNow } from '../../lib/server-clock';

interface UsageService {
  UUID: string;
  label: string;
  type: 'UFB' | 'mobileFWA';
}

function useServices(network: Network): {
  services: UsageService[];
  pending: boolean;
  /** The services could not be read: neither "none" nor a service can be said. */
  failed?: { error: unknown; retry(): void };
} {
  const fibre = useFibreProducts();
  const fwa = useFwaProducts();
  const query = network === 'ufb' ? fibre : fwa;
  const failed = query.error ? { error: query.error, retry: () => void query.refetch() } : undefined;
  if (network === 'ufb') {
    return {
      failed,
      pending: fibre.isPending,
      services: (fibre.data ?? []).map((p) => ({
        UUID: p.UUID,
        label: `${p.PlanName} · ${p.Address.Formatted}`,
        type: 'UFB',
      })),
    };
  }
  return {
    failed,
    pending: fwa.isPending,
    services: (fwa.data ?? []).map((p) => ({
      UUID: p.UUID,
      label: `${p.PlanName} · ${p.ServiceAddress}`,
      type: 'mobileFWA',
    })),
  };
}

/** A bar's label as the portal writes dates: DD-MM-YYYY for a day, MM-YYYY for a month, the year alone. */
function barLabel(view: UsageView, key: string): string {
  if (view === 'daily') return formatCalendarDay(key);
  if (view === 'monthly') return `${key.slice(5, 7)}-${key.slice(0, 4)}`;
  return key;
}

/** Data used by a broadband service: by day over the last 30 days, by month over a year, or by year. */
export function UsagePage({ network }: { network: Network }) {
  const { t } = useTranslation('broadbandAccount');
  const { services, pending, failed } = useServices(network);
  const [chosen, setChosen] = useState(chosenBroadbandProduct);
  const [view, setView] = useState<UsageView>('daily');
  // Anyone may read the figures as a table instead of the drawing (screen readers always get the table).
  const [asTable, setAsTable] = useState(false);
  const service = services.find((s) => s.UUID === chosen) ?? services[0];
  const range = useMemo(
    () => usageRange(serverNow(), view === 'daily' ? HISTOGRAM_DAYS : LONG_HISTORY_DAYS),
    [view],
  );
  const histogram = useUsageHistogram(service, range);
  const bars = histogram.data ? usageBars(view, range.days, histogram.data) : [];
  const total = bars.reduce((sum, b) => sum + b.gb, 0);
  return (
    <BroadbandPage network={network} title={t(`usage.title.${network}`)}>
      {pending && <CardsSkeleton count={1} />}
      {failed && <ErrorBanner error={failed.error} onRetry={failed.retry} />}
      {!pending && !failed && !service && <Typography>{t(`${network}.none`)}</Typography>}
      {service && (
        <>
          {services.length > 1 && (
            <TextField
              select
              label={t('usage.service')}
              value={service.UUID}
              onChange={(e) => {
                setChosen(e.target.value);
                chooseBroadbandProduct(e.target.value);
              }}
              sx={{ mb: 2, minWidth: 320 }}
            >
              {services.map((s) => (
                <MenuItem key={s.UUID} value={s.UUID}>
                  {s.label}
                </MenuItem>
              ))}
            </TextField>
          )}
          {services.length === 1 && <Typography sx={{ mb: 2 }}>{service.label}</Typography>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
            <ToggleButtonGroup
              exclusive
              value={view}
              onChange={(_, next: UsageView | null) => next && setView(next)}
              aria-label={t('usage.view')}
              size="small"
            >
              {USAGE_VIEWS.map((v) => (
                <ToggleButton key={v} value={v}>
                  {t(`usage.views.${v}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <AsTableSwitch checked={asTable} onChange={setAsTable} />
          </Stack>
          {histogram.isPending && <CardsSkeleton count={1} height={300} />}
          {histogram.error && (
            <ErrorBanner error={histogram.error} onRetry={() => void histogram.refetch()} />
          )}
          {histogram.data && (
            <>
              <Typography sx={{ mb: 1 }}>{t('usage.total', { gb: total.toFixed(2) })}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`usage.caption.${view}`)}
              </Typography>
              <UsageFigure
                points={bars.map((bar) => ({ label: barLabel(view, bar.key), amount: bar.gb }))}
                unit={t('usage.data')}
                when={t(`usage.period.${view}`)}
                asTable={asTable}
                label={t(`usage.caption.${view}`)}
              />
            </>
          )}
        </>
      )}
    </BroadbandPage>
  );
}

export const UfbUsagePage = () => <UsagePage network="ufb" />;
export const FwaUsagePage = () => <UsagePage network="fwa" />;
