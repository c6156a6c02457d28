import { Link as MuiLink } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { approvalRequestSchema, createChoice } from '@portal/shared';
import { ErrorBanner } from '../../components/error-banner';
import { Form, RadioInput, SubmitButton, TextInput } from '../../components/form';
import { FormSkeleton } from '../../components/content-skeleton';
import { useModals } from '../../components/modals';
import { Page } from '../../components/page';
import { useBillingRoutes } from './use-billing-routes';
import { useCreateApproval } from './use-create-approval';
import './i18n';

/** balance/billing-methods/add: an invite or a request, to a phone number or mobile product, with a description. */
export function AddRoutePage() {
  const { t } = useTranslation('billing-routes');
  const navigate = useNavigate();
  const modals = useModals();
  const routes = useBillingRoutes();
  const create = useCreateApproval();

  if (routes.isPending) return <FormSkeleton />;
  if (routes.error) return <ErrorBanner error={routes.error} />;
  const choice = createChoice(routes.data);
  const [firstType] = choice.types;

  return (
    <Page title={t('add.title')}>
      {!choice.showButton || !firstType ? (
        <ErrorBanner error="Not Allowed" />
      ) : (
        <Form
          schema={approvalRequestSchema}
          defaultValues={{ type: firstType, RequestedTo: '', Description: '' }}
          onSubmit={async ({ type, RequestedTo, Description }) => {
            await create.mutateAsync({ type, to: RequestedTo, description: Description });
            modals.showSuccess(type === 'invite' ? t('add.sentInvite') : t('add.sentRequest'));
            void navigate('/billing-routes');
          }}
        >
          {/* The radio choice appears only when both inviting and requesting are allowed. */}
          {choice.showRadio && (
            <RadioInput
              name="type"
              label={t('add.kind')}
              options={[
                { value: 'invite', label: t('add.invite') },
                { value: 'request', label: t('add.request') },
              ]}
            />
          )}
          <TextInput
            name="RequestedTo"
            label={t('add.to')}
            hint={t('add.toHint')}
            inputMode="tel"
            autoComplete="off"
            required
          />
          <TextInput name="Description" label={t('add.description')} required />
          <SubmitButton>{t('add.send')}</SubmitButton>
        </Form>
      )}
      <MuiLink component={Link} to="/billing-routes" sx={{ display: 'inline-block', mt: 3 }}>
        {t('back')}
      </MuiLink>
    </Page>
  );
}
