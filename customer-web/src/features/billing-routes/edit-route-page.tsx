import { Link as MuiLink } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ERRORS, routeLimitsForm, routeLimitsSchema, type BillingRoute } from '@portal/shared';
import { ErrorBanner } from '../../components/error-banner';
import { Form, SubmitButton } from '../../components/form';
import { FormSkeleton } from '../../components/content-skeleton';
import { useModals } from '../../components/modals';
import { Page } from '../../components/page';
import { LimitsFields } from './limits-fields';
import { useBillingRoutes } from './use-billing-routes';
import { useUpdateRoute } from './use-update-route';
import './i18n';

function EditForm({ route }: { route: BillingRoute }) {
  const { t } = useTranslation('billing-routes');
  const navigate = useNavigate();
  const modals = useModals();
  const update = useUpdateRoute();
  return (
    <Form
      schema={routeLimitsSchema}
      defaultValues={routeLimitsForm(route)}
      onSubmit={async (body) => {
        await update.mutateAsync({ routeId: route.UUID, body });
        modals.showSuccess(t('form.saved'));
        void navigate('/billing-routes');
      }}
    >
      <LimitsFields />
      <SubmitButton>{t('form.save')}</SubmitButton>
    </Form>
  );
}

/** balance/billing-methods/edit/{uuid}: name and limits of a route. */
export function EditRoutePage() {
  const { t } = useTranslation('billing-routes');
  const { uuid } = useParams();
  const routes = useBillingRoutes();
  const route = routes.data?.Routes.find((r) => r.UUID === uuid);
  return (
    <Page title={t('editTitle')}>
      {routes.isPending && <FormSkeleton />}
      {routes.error && <ErrorBanner error={routes.error} />}
      {routes.data && !route && <ErrorBanner error={ERRORS.billing_route_not_found} />}
      {route && <EditForm route={route} />}
      <MuiLink component={Link} to="/billing-routes" sx={{ display: 'inline-block', mt: 3 }}>
        {t('back')}
      </MuiLink>
    </Page>
  );
}
