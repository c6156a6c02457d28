import { Alert, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormSkeleton } from '../../components/content-skeleton';
import { Page } from '../../components/page';
import { ReAuthGate } from './re-auth-gate';
import { useSimTarget, type SimTarget } from './sim-target';
import './i18n';

/**
 * The frame of one SIM action: its title, the current service (or the no-service notice), re-authentication
 * first when the action is sensitive, and the way back to the list of actions.
 */
export function SimActionPage({
  title,
  sensitive = true,
  children,
}: {
  title: string;
  sensitive?: boolean;
  children: (target: SimTarget) => ReactNode;
}) {
  const { t } = useTranslation('sim-actions');
  const { target, isPending } = useSimTarget();
  if (isPending) return <FormSkeleton />;
  const body = target ? children(target) : <Alert severity="info">{t('noService')}</Alert>;
  return (
    <Page title={title}>
      {sensitive && target ? <ReAuthGate>{body}</ReAuthGate> : body}
      <Button component={Link} to="/profile/sim-card-actions" sx={{ mt: 2 }}>
        {t('back')}
      </Button>
    </Page>
  );
}
