import { Alert, Box, Button, Typography } from '@mui/material';
import { availablePlanKinds, type CataloguePlan } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Loader } from '../../components/loader';
import { Page } from '../../components/page';
import { useFlags } from '../../lib/flags';
import { useSession } from '../../lib/session/use-session';
import { PlanCard } from './plan-card';
import { PlanCarousel } from './plan-carousel';
import { basePlans, useCataloguePlans } from './use-catalogue-plans';
import './i18n';

/** Whether a plan is the one a link names: by its catalogue entry, its availability, or its name in the path. */
const named = (plan: CataloguePlan, name: string) =>
  plan.UUID === name ||
  plan.Availabilities.some((a) => a.UUID === name) ||
  plan.Name.toLowerCase().replace(/\s+/g, '-') === name.toLowerCase();

function PlanSection({ title, plans }: { title: string; plans: CataloguePlan[] }) {
  const { t } = useTranslation('mobilePlans');
  const signedIn = useSession().status === 'signed-in';
  if (plans.length === 0) return null;
  return (
    <Box component="section" aria-label={title} sx={{ mb: 4 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      <PlanCarousel
        label={title}
        items={plans}
        render={(plan) => (
          <PlanCard plan={plan}>
            <Button
              component={Link}
              to={signedIn ? '/profile/all-plans' : '/sign-in?redirect=%2Fprofile%2Fall-plans'}
            >
              {signedIn ? t('plans.choose') : t('plans.signIn')}
            </Button>
          </PlanCard>
        )}
      />
    </Box>
  );
}

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
