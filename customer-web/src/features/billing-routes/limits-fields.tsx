import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  centsToAmount,
  parseCycleCount,
  spendLimitFromTotal,
  SpendCycleSchema,
  type SpendCycle,
} from '@portal/shared';
import { FormField } from '../../components/form-field';
import './i18n';

export interface LimitsValue {
  name: string;
  total: string;
  cycle: SpendCycle;
  count: string;
}

export const limitsFrom = (r?: {
  Name: string;
  SpendLimit: number;
  SpendCycle: SpendCycle;
  SpendCycleCount: number;
}): LimitsValue => ({
  name: r?.Name ?? '',
  total: r ? centsToAmount(r.SpendLimit) : '',
  cycle: r?.SpendCycle ?? 'MONTHLY',
  count: r ? String(r.SpendCycleCount) : '0',
});

/** The entered total times 100 into SpendLimit, the cycle count an integer; problems by field. */
export function checkLimits(v: LimitsValue, t: (k: string) => string) {
  const SpendLimit = spendLimitFromTotal(v.total);
  const SpendCycleCount = parseCycleCount(v.count);
  const problems = {
    ...(v.name.trim() ? {} : { name: 'Please enter a name' }),
    ...(SpendLimit === undefined ? { total: t('form.totalProblem') } : {}),
    ...(SpendCycleCount === undefined ? { count: t('form.countProblem') } : {}),
  };
  const ok = Object.keys(problems).length === 0;
  return ok
    ? {
        ok: true as const,
        body: {
          Name: v.name.trim(),
          SpendLimit: SpendLimit as number,
          SpendCycle: v.cycle,
          SpendCycleCount: SpendCycleCount as number,
        },
      }
    : { ok: false as const, problems: problems as Partial<Record<keyof LimitsValue, string>> };
}

export function LimitsFields({
  value,
  onChange,
  problems,
}: {
  value: LimitsValue;
  onChange: (v: LimitsValue) => void;
  problems: Partial<Record<keyof LimitsValue, string>>;
}) {
  const { t } = useTranslation('billing-routes');
  const set = (patch: Partial<LimitsValue>) => onChange({ ...value, ...patch });
  return (
    <>
      <FormField
        label={t('form.name')}
        value={value.name}
        onValue={(name) => set({ name })}
        problem={problems.name}
        required
      />
      <FormField
        label={t('form.total')}
        inputMode="decimal"
        value={value.total}
        onValue={(total) => set({ total })}
        problem={problems.total}
        required
      />
      <Stack direction="row" spacing={2}>
        <TextField
          select
          fullWidth
          label={t('form.cycle')}
          value={value.cycle}
          onChange={(e) => set({ cycle: e.target.value as SpendCycle })}
          helperText=" "
        >
          {SpendCycleSchema.options.map((c) => (
            <MenuItem key={c} value={c}>
              {t(`cycleName.${c}`)}
            </MenuItem>
          ))}
        </TextField>
        <FormField
          fullWidth
          label={t('form.count')}
          inputMode="numeric"
          value={value.count}
          onValue={(count) => set({ count })}
          problem={problems.count}
          hint={t('form.countHint')}
        />
      </Stack>
    </>
  );
}
