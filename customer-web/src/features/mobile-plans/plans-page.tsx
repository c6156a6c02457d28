import { Alert } from '@mui/material';
import { availablePlanKinds, type CataloguePlan } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Loader } from '../../components/loader';
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
  if (postpay.isPending || prepay.isPending) return <Loader />;
  const lists = [
    { kind: 'postpay', title: t('plans.postpay'), plans: basePlans(postpay.data) },
    { kind: 'prepay', title: t('plans.prepay'), plans: basePlans(prepay.data) },
  ].filter((list) => kinds.includes(list.kind));
  const chosen = name ? lists.flatMap((l) => l.plans.filter((p) => named(p, name))) : [];
  return (
    <Page title={t('plans.title')} width="lg">
      {name && chosen.length === 0 && <Alert severity="info">{t('plans.notFound')}</Alert>}
      {chosen.length > 0 ? (
        <PlanSection title={chosen[0]?.Name ?? ''} plans={chosen} />
      ) : (
        lists.map((list) => <PlanSection key={list.kind} title={list.title} plans={list.plans} />)
      )}
    </Page>
  );
}
