import { Alert, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseNzMobile } from '@portal/shared';
import { ErrorBanner } from '../../components/error-banner';
import { UncheckedForm as Form } from '../../components/unchecked-form';
import { FormField } from '../../components/form-field';
import { Page } from '../../components/page';
import { SubmitButton } from '../../components/submit-button';
import { useForgotEmail } from './api';
import { BackToSignIn } from './back-to-sign-in';
import { useProblemText } from './problem-text';
import './i18n';

/** forgot-email: by the account's mobile number, an SMS with the email address is sent. */
export function ForgotEmailPage() {
  const { t } = useTranslation('access');
  const text = useProblemText();
  const forgot = useForgotEmail();
  const [mobile, setMobile] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = !mobile.trim() ? 'required' : !normaliseNzMobile(mobile) ? 'mobile_format' : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!problem) forgot.mutate(mobile);
  };

  return (
    <Page title={t('forgotEmail.title')}>
      {forgot.isSuccess ? (
        <Alert severity="success" role="status">
          {t('forgotEmail.sent', { number: forgot.variables.trim() })}
        </Alert>
      ) : (
        <Form onSubmit={submit}>
          <Typography>{t('forgotEmail.lead')}</Typography>
          {forgot.error && <ErrorBanner error={forgot.error} />}
          <FormField
            label={t('fields.mobile')}
            type="tel"
            name="mobile"
            autoComplete="tel"
            value={mobile}
            onValue={setMobile}
            problem={touched && text(problem, t('fields.mobile'))}
            required
            autoFocus
          />
          <SubmitButton loading={forgot.isPending}>{t('forgotEmail.submit')}</SubmitButton>
        </Form>
      )}
      <BackToSignIn />
    </Page>
  );
}
