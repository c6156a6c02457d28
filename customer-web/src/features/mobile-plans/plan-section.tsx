import { Box, Button, Typography } from '@mui/material';
import type { CataloguePlan } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../lib/session/use-session';
import { PlanCard } from './plan-card';
import { PlanCarousel } from './plan-carousel';
import './i18n';

/**
 * A titled carousel of plan cards, each with the way to choose it: the customer's plans page, or sign-in first.
 * `to` names another screen to choose on (an addon goes to the addons screen).
 */
export function PlanSection({
  title,
  plans,
  to = '/profile/all-plans',
}: {
  title: string;
  plans: CataloguePlan[];
  to?: string;
}) {
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
            <Button component={Link} to={signedIn ? to : `/sign-in?redirect=${encodeURIComponent(to)}`}>
              {signedIn ? t('plans.choose') : t('plans.signIn')}
            </Button>
          </PlanCard>
        )}
      />
    </Box>
  );
}
