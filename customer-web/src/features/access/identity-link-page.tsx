import { Divider, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { normaliseSocialName, signInSchema, socialSignUpSchema, type IdentityConsent } from '@portal/shared';
import { CurrentPasswordInput, EmailInput, Form, SubmitButton } from '../../components/form';
import { Page } from '../../components/page';
import { SignInError } from '../../components/sign-in-error';
import '../../components/social-sign-in/i18n';
import { readPendingIdentity } from '../../lib/pending-identity-read';
import { safeRedirect } from '../../lib/redirect';
import { useAfterSignIn } from '../../lib/session/use-after-sign-in';
import { useLinkIdentity, useSignUp } from './api';
import { NameFields } from './name-fields';
import { TermsFields } from './terms-fields';
import './i18n';

interface Props {
  consent: IdentityConsent;
  redirect?: string;
  provider: string;
}

/** A new account with the social identity: the name comes normalised from the provider. */
function NewAccount({ consent, redirect, provider }: Props) {
  const { t } = useTranslation('access');
  const signUp = useSignUp();
  const afterSignIn = useAfterSignIn(redirect);
  const { FirstName, LastName } = normaliseSocialName(consent.Name);
  return (
    <Form
      title={t('identityLink.newTitle')}
      schema={socialSignUpSchema}
      defaultValues={{ firstName: FirstName, lastName: LastName, acceptTerms: false, acceptPrivacy: false }}
      onSubmit={async (values) => afterSignIn(await signUp.mutateAsync({ ...values, consent }))}
      renderError={(error) => <SignInError error={error} />}
    >
      <Typography>{t('identityLink.newLead', { provider })}</Typography>
      <NameFields />
      <TermsFields />
      <SubmitButton>{t('identityLink.create')}</SubmitButton>
    </Form>
  );
}

/** Links the identity to an account the user already has, after one password sign-in. */
function ExistingAccount({ consent, redirect, provider }: Props) {
  const { t } = useTranslation('access');
  const link = useLinkIdentity();
  const afterSignIn = useAfterSignIn(redirect);
  return (
    <Form
      title={t('identityLink.existingTitle')}
      schema={signInSchema}
      defaultValues={{ email: consent.Email ?? '', password: '' }}
      onSubmit={async (values) => afterSignIn(await link.mutateAsync({ ...values, consent }))}
      renderError={(error) => <SignInError error={error} />}
    >
      <Typography>{t('identityLink.existingLead', { provider })}</Typography>
      <EmailInput label={t('fields.email')} />
      <CurrentPasswordInput label={t('fields.password')} />
      <SubmitButton variant="outlined">{t('identityLink.link')}</SubmitButton>
    </Form>
  );
}

/** identity-link: sign-up combined with the link of a social identity, or the link to an existing account. */
export function IdentityLinkPage() {
  const { t } = useTranslation(['access', 'social']);
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const [consent] = useState(() => readPendingIdentity());

  if (!consent) {
    return (
      <Page title={t('identityLink.missingTitle')}>
        <Typography sx={{ mb: 2 }}>{t('identityLink.missing')}</Typography>
        <Link component={RouterLink} to="/sign-in">
          {t('identityLink.toSignIn')}
        </Link>
      </Page>
    );
  }
  const provider = t(`social:provider.${consent.Provider}`);
  const props = { consent, redirect, provider };
  return (
    <Page title={t('identityLink.title', { provider })}>
      <Typography sx={{ mb: 3 }}>
        {consent.Email
          ? t('identityLink.shared', { provider, name: consent.Name, email: consent.Email })
          : t('identityLink.sharedNoEmail', { provider, name: consent.Name })}
      </Typography>
      <NewAccount {...props} />
      <Divider sx={{ my: 4 }} />
      <ExistingAccount {...props} />
    </Page>
  );
}
