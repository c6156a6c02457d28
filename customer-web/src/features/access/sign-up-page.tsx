import { Divider, Link, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { normaliseNzMobile, signUpProblems } from '@portal/shared';
import { UncheckedForm as Form } from '../../components/unchecked-form';
import { EmailField, FormField } from '../../components/form-field';
import { Page } from '../../components/page';
import { SignInError } from '../../components/sign-in-error';
import { SocialSignIn } from '../../components/social-sign-in/social-sign-in';
import { SubmitButton } from '../../components/submit-button';
import { useAfterSignIn } from '../../lib/session/use-after-sign-in';
import { useSignUp } from './api';
import { NameFields } from './name-fields';
import { PasswordFields } from '../../components/password-fields';
import { useProblemText } from './problem-text';
import { TermsFields, type Acceptance } from './terms-fields';
import './i18n';

/** Sign-up with email and password; social sign-up goes through identity-link. */
export function SignUpPage() {
  const { t } = useTranslation('access');
  const text = useProblemText();
  const signUp = useSignUp();
  const afterSignIn = useAfterSignIn();
  const [names, setNames] = useState({ firstName: '', lastName: '' });
  const [email, setEmail] = useState('');
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [acceptance, setAcceptance] = useState<Acceptance>({ acceptTerms: false, acceptPrivacy: false });
  const [touched, setTouched] = useState(false);

  const form = { ...names, email, password, confirmPassword: confirm, ...acceptance };
  const mobileWrong = !!mobile.trim() && !normaliseNzMobile(mobile);
  const problems = touched ? signUpProblems(form, 'email') : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(signUpProblems(form, 'email')).length || mobileWrong) return;
    signUp.mutate({ ...names, email, password, mobile, ...acceptance }, { onSuccess: afterSignIn });
  };

  return (
    <Page title={t('signUp.title')}>
      <Typography sx={{ mb: 2 }}>{t('signUp.lead')}</Typography>
      <Form onSubmit={submit}>
        <SignInError error={signUp.error} />
        <NameFields {...names} onChange={setNames} error={text(problems.name, '')} />
        <EmailField
          label={t('fields.email')}
          autoComplete="email"
          value={email}
          onValue={setEmail}
          problem={text(problems.email, t('fields.email'))}
        />
        <FormField
          label={t('fields.mobileOptional')}
          type="tel"
          name="mobile"
          autoComplete="tel"
          value={mobile}
          onValue={setMobile}
          problem={touched && mobileWrong && t('problems.mobile_format')}
        />
        <PasswordFields
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
          passwordError={text(problems.password, t('fields.password'))}
          confirmError={text(problems.confirmPassword, '')}
        />
        <TermsFields value={acceptance} onChange={setAcceptance} problems={problems} />
        <SubmitButton loading={signUp.isPending}>{t('signUp.submit')}</SubmitButton>
      </Form>
      <Divider sx={{ my: 3 }}>{t('signUp.or')}</Divider>
      <SocialSignIn />
      <Typography sx={{ mt: 3 }}>
        {t('signUp.haveAccount')}{' '}
        <Link component={RouterLink} to="/sign-in">
          {t('signUp.signIn')}
        </Link>
      </Typography>
    </Page>
  );
}
