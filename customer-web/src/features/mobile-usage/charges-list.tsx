import { Box, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import {
  addDays,
  formatNzd,
  formatNzDateTime,
  nzDate,
  nzDayRange,
  pageCount,
  pageItems,
  type UsageCharge,
} from '@portal/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../../components/day-input';
import { ListSkeleton } from '../../components/content-skeleton';
import { Pager } from '../../components/pager';
import { useUsageCharges, type ChargeSwitch } from './use-usage-charges';
import './i18n';
import { serverNow } from '../../lib/server-clock';

const SWITCHES: readonly ChargeSwitch[] = ['data', 'mins', 'txts', 'pxts'];
/** The charges list opens on the last week, NZ days. */
const DEFAULT_DAYS = 7;

function ChargeItem({ charge }: { charge: UsageCharge }) {
  const { t } = useTranslation('mobileUsage');
  const amount =
    charge.ChargedData > 0
      ? t('charges.mb', { amount: charge.ChargedData.toFixed(2) })
      : charge.ChargedMins > 0
        ? t('charges.mins', { count: charge.ChargedMins })
        : t('charges.count', { count: charge.ChargedTXTs + charge.ChargedPXTs });
  return (
    <Card variant="outlined" component="li" data-charge-type={charge.UsageType}>
      <CardContent sx={{ py: 1, '&:last-child': { pb: 1 } }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="subtitle1">{t(`charges.types.${charge.UsageType}`)}</Typography>
          <Typography variant="subtitle2">
            {charge.AmountCents > 0 ? formatNzd(charge.AmountCents) : t('charges.free')}
          </Typography>
        </Stack>
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {formatNzDateTime(Date.parse(charge.DateAndTime))}
          </Typography>
          <Typography variant="body2">{amount}</Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The charge records, newest first, filtered by kind and by a range of NZ days, a page at a time. */
export function ChargesList({
  customerUUID,
  mobileUUID,
}: {
  customerUUID: string | null;
  mobileUUID: string;
}) {
  const { t } = useTranslation('mobileUsage');
  const today = useMemo(() => nzDate(serverNow()), []);
  const [from, setFrom] = useState(addDays(today, 1 - DEFAULT_DAYS));
  const [to, setTo] = useState(today);
  const [only, setOnly] = useState<ChargeSwitch | ''>('');
  const [page, setPage] = useState(1);
  const range = useMemo(() => {
    const fromMs = nzDayRange(from)[0];
    return { fromMs, uptoMs: Math.max(fromMs, nzDayRange(to)[1]) };
  }, [from, to]);
  const charges = useUsageCharges(customerUUID, mobileUUID, range, only || undefined);
  const all = charges.data ?? [];
  const pages = pageCount(all.length);
  const shown = pageItems(all, page);
  const change = (set: (value: string) => void) => (event: { target: { value: string } }) => {
    set(event.target.value);
    setPage(1);
  };
  return (
    <Box component="section" aria-labelledby="usage-charges-heading">
      <Typography id="usage-charges-heading" variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
        {t('charges.heading')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          label={t('charges.type')}
          value={only}
          onChange={change((v) => setOnly(v as ChargeSwitch | ''))}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('charges.all')}</MenuItem>
          {SWITCHES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`charges.filters.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <DayInput
          label={t('charges.from')}
          value={from}
          max={to}
          onChange={(v) => {
            setFrom(v);
            setPage(1);
          }}
        />
        <DayInput
          label={t('charges.to')}
          value={to}
          min={from}
          max={today}
          onChange={(v) => {
            setTo(v);
            setPage(1);
          }}
        />
      </Stack>
      {charges.isPending ? (
        <ListSkeleton />
      ) : shown.length === 0 ? (
        <Typography>{t('charges.none')}</Typography>
      ) : (
        <Stack
          component="ul"
          spacing={1}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-label={t('charges.heading')}
        >
          {shown.map((charge, i) => (
            <ChargeItem key={`${charge.DateAndTime}-${charge.UsageType}-${i}`} charge={charge} />
          ))}
        </Stack>
      )}
      <Pager page={page} pages={pages} label={t('charges.pages')} onChange={setPage} />
    </Box>
  );
}
