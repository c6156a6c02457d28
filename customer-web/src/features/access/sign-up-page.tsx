import { Divider, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { signUpSchema } from '@portal/shared';
import { Form, NewPasswordInputs, SubmitButton, TextInput } from '../../components/form';
import { Page } from '../../components/page';
import { SignInError } from '../../components/sign-in-error';
import { SocialSignIn } from '../../components/social-sign-in/social-sign-in';
import { safeRedirect } from '../../lib/redirect';
import { useAfterSignIn } from '../../lib/session/use-after-sign-in';
import { useSignUp } from './api';
import { NameFields } from './name-fields';
import { TermsFields } from './terms-fields';
import './i18n';

const empty = {
  firstName: '',
  lastName: '',
  email: '',
  mobile: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
  acceptPrivacy: false,
};

/** Sign-up with email and password; social sign-up goes through identity-link. */
export function SignUpPage() {
  const { t } = useTranslation('access');
  const signUp = useSignUp();
  // Signing up from checkout goes back there (an address of the portal only).
  const afterSignIn = useAfterSignIn(safeRedirect(useSearchParams()[0].get('redirect')));

  return (
    <Page title={t('signUp.title')}>
      <Typography sx={{ mb: 2 }}>{t('signUp.lead')}</Typography>
      <Form
        schema={signUpSchema}
        defaultValues={empty}
        onSubmit={async (values) => afterSignIn(await signUp.mutateAsync(values))}
        renderError={(error) => <SignInError error={error} />}
      >
        <NameFields />
        <TextInput name="email" label={t('fields.email')} type="email" autoComplete="email" required />
        <TextInput name="mobile" label={t('fields.mobileOptional')} type="tel" autoComplete="tel" />
        <NewPasswordInputs errorLabel={t('fields.password')} />
        <TermsFields />
        <SubmitButton>{t('signUp.submit')}</SubmitButton>
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
