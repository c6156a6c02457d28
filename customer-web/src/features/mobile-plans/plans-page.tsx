import { Alert, Chip, Stack } from '@mui/material';
import {
  availablePlanKinds,
  offeredQuickFilters,
  passesQuickFilter,
  type CataloguePlan,
  type QuickFilter,
} from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CardsSkeleton } from '../../components/content-skeleton';
import { Page } from '../../components/page';
import { useFlags } from '../../lib/flags';
import { PlanSection } from './plan-section';
import { basePlans, useCataloguePlans } from './use-catalogue-plans';
import './i18n';

/** Whether a plan is the one a link names: by its catalogue entry, its availability, or its name in the path. */
const named = (plan: CataloguePlan, name: string) =>
  plan.UUID === name ||
  plan.Availabilities.some((a) => a.UUID === name) ||
  plan.Name.toLowerCase().replace(/\s+/g, '-') === name.toLowerCase();

/** The catalogue's plans for visitors and customers; a plan in the path shows that plan alone. */
export function PlansPage() {
  const { t } = useTranslation('mobilePlans');
  const { plan: name } = useParams();
  const { flags } = useFlags();
  const kinds: string[] = availablePlanKinds(flags);
  const postpay = useCataloguePlans('postpay');
  const prepay = useCataloguePlans('prepay');
  const [filter, setFilter] = useState<QuickFilter>();
  if (postpay.isPending || prepay.isPending) return <CardsSkeleton count={3} />;
  const passes = (p: CataloguePlan) => !filter || passesQuickFilter(p, filter);
  const lists = [
    { kind: 'postpay', title: t('plans.postpay'), plans: basePlans(postpay.data).filter(passes) },
    { kind: 'prepay', title: t('plans.prepay'), plans: basePlans(prepay.data).filter(passes) },
  ].filter((list) => kinds.includes(list.kind));
  const quickFilters = offeredQuickFilters(flags.quick_filters);
  const chosen = name ? lists.flatMap((l) => l.plans.filter((p) => named(p, name))) : [];
  return (
    <Page title={t('plans.title')} width="lg">
      {name && chosen.length === 0 && <Alert severity="info">{t('plans.notFound')}</Alert>}
      {!chosen.length && quickFilters.length > 0 && (
        <Stack direction="row" spacing={1} role="group" aria-label={t('plans.filters')} sx={{ mb: 2 }}>
          {quickFilters.map((f) => (
            <Chip
              key={f}
              label={t(`plans.filter.${f}`)}
              color={filter === f ? 'primary' : 'default'}
              variant={filter === f ? 'filled' : 'outlined'}
              aria-pressed={filter === f}
              onClick={() => setFilter(filter === f ? undefined : f)}
            />
          ))}
        </Stack>
      )}
      {chosen.length > 0 ? (
        <PlanSection title={chosen[0]?.Name ?? ''} plans={chosen} />
      ) : (
        lists.map((list) => <PlanSection key={list.kind} title={list.title} plans={list.plans} />)
      )}
    </Page>
  );
}
