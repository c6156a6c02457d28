import { FormControlLabel, FormLabel, Link as MuiLink, Radio, RadioGroup } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { approvalRequestProblems, createChoice, type RouteRequestType } from '@portal/shared';
import { ErrorBanner } from '../../components/error-banner';
import { UncheckedForm as Form } from '../../components/unchecked-form';
import { FormField } from '../../components/form-field';
import { Loader } from '../../components/loader';
import { useModals } from '../../components/modals';
import { Page } from '../../components/page';
import { SubmitButton } from '../../components/submit-button';
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
  const [picked, setPicked] = useState<RouteRequestType>();
  const [to, setTo] = useState('');
  const [description, setDescription] = useState('');
  const [problems, setProblems] = useState<Partial<Record<'RequestedTo' | 'Description', string>>>({});

  if (routes.isPending) return <Loader />;
  if (routes.error) return <ErrorBanner error={routes.error} />;
  const choice = createChoice(routes.data);
  const type = picked ?? choice.types[0];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = approvalRequestProblems({ RequestedTo: to, Description: description });
    setProblems(found);
    if (Object.keys(found).length || !type) return;
    create.mutate(
      { type, to, description },
      {
        onSuccess: () => {
          modals.showSuccess(type === 'invite' ? t('add.sentInvite') : t('add.sentRequest'));
          void navigate('/billing-routes');
        },
      },
    );
  };

  return (
    <Page title={t('add.title')}>
      {!choice.showButton ? (
        <ErrorBanner error="Not Allowed" />
      ) : (
        <Form onSubmit={submit}>
          {/* The radio choice appears only when both inviting and requesting are allowed. */}
          {choice.showRadio && (
            <div role="radiogroup" aria-labelledby="route-kind">
              <FormLabel id="route-kind">{t('add.kind')}</FormLabel>
              <RadioGroup
                aria-labelledby="route-kind"
                value={type}
                onChange={(e) => setPicked(e.target.value as RouteRequestType)}
              >
                <FormControlLabel value="invite" control={<Radio />} label={t('add.invite')} />
                <FormControlLabel value="request" control={<Radio />} label={t('add.request')} />
              </RadioGroup>
            </div>
          )}
          <FormField
            label={t('add.to')}
            value={to}
            onValue={setTo}
            problem={problems.RequestedTo}
            hint={t('add.toHint')}
            inputMode="tel"
            autoComplete="off"
            required
          />
          <FormField
            label={t('add.description')}
            value={description}
            onValue={setDescription}
            problem={problems.Description}
            required
          />
          {create.error && <ErrorBanner error={create.error} />}
          <SubmitButton disabled={create.isPending}>{t('add.send')}</SubmitButton>
        </Form>
      )}
      <MuiLink component={Link} to="/billing-routes" sx={{ display: 'inline-block', mt: 3 }}>
        {t('back')}
      </MuiLink>
    </Page>
  );
}
