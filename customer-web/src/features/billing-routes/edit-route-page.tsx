import { Link as MuiLink } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ERRORS, type BillingRoute } from '@portal/shared';
import { ErrorBanner } from '../../components/error-banner';
import { UncheckedForm as Form } from '../../components/unchecked-form';
import { Loader } from '../../components/loader';
import { useModals } from '../../components/modals';
import { Page } from '../../components/page';
import { SubmitButton } from '../../components/submit-button';
import { checkLimits, LimitsFields, limitsFrom, type LimitsValue } from './limits-fields';
import { useBillingRoutes } from './use-billing-routes';
import { useUpdateRoute } from './use-update-route';
import './i18n';

function EditForm({ route }: { route: BillingRoute }) {
  const { t } = useTranslation('billing-routes');
  const navigate = useNavigate();
  const modals = useModals();
  const update = useUpdateRoute();
  const [value, setValue] = useState<LimitsValue>(() => limitsFrom(route));
  const [problems, setProblems] = useState<Partial<Record<keyof LimitsValue, string>>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkLimits(value, t);
    setProblems(checked.ok ? {} : checked.problems);
    if (!checked.ok) return;
    update.mutate(
      { routeId: route.UUID, body: checked.body },
      {
        onSuccess: () => {
          modals.showSuccess(t('form.saved'));
          void navigate('/billing-routes');
        },
      },
    );
  };
  return (
    <Form onSubmit={submit}>
      <LimitsFields value={value} onChange={setValue} problems={problems} />
      {update.error && <ErrorBanner error={update.error} />}
      <SubmitButton disabled={update.isPending}>{t('form.save')}</SubmitButton>
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
      {routes.isPending && <Loader />}
      {routes.error && <ErrorBanner error={routes.error} />}
      {routes.data && !route && <ErrorBanner error={ERRORS.billing_route_not_found} />}
      {route && <EditForm route={route} />}
      <MuiLink component={Link} to="/billing-routes" sx={{ display: 'inline-block', mt: 3 }}>
        {t('back')}
      </MuiLink>
    </Page>
  );
}
