import { Button, Divider, Link, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { normaliseSocialName, signUpProblems, type IdentityConsent } from '@portal/shared';
import { UncheckedForm as Form } from '../../components/unchecked-form';
import { CurrentPasswordField, EmailField } from '../../components/form-field';
import { Page } from '../../components/page';
import { SignInError } from '../../components/sign-in-error';
import '../../components/social-sign-in/i18n';
import { SubmitButton } from '../../components/submit-button';
import { pendingIdentity } from '../../lib/pending-identity';
import { safeRedirect } from '../../lib/redirect';
import { useAfterSignIn } from '../../lib/session/use-after-sign-in';
import { useLinkIdentity, useSignUp } from './api';
import { NameFields } from './name-fields';
import { useProblemText } from './problem-text';
import { TermsFields, type Acceptance } from './terms-fields';
import './i18n';

interface Props {
  consent: IdentityConsent;
  redirect?: string;
  provider: string;
}

/** A new account with the social identity: the name comes normalised from the provider. */
function NewAccount({ consent, redirect, provider }: Props) {
  const { t } = useTranslation('access');
  const text = useProblemText();
  const signUp = useSignUp();
  const afterSignIn = useAfterSignIn(redirect);
  const [names, setNames] = useState(() => {
    const { FirstName, LastName } = normaliseSocialName(consent.Name);
    return { firstName: FirstName, lastName: LastName };
  });
  const [acceptance, setAcceptance] = useState<Acceptance>({ acceptTerms: false, acceptPrivacy: false });
  const [touched, setTouched] = useState(false);
  const form = { ...names, ...acceptance };
  const problems = touched ? signUpProblems(form, 'social') : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(signUpProblems(form, 'social')).length) return;
    signUp.mutate({ ...form, consent }, { onSuccess: afterSignIn });
  };

  return (
    <Form title={t('identityLink.newTitle')} onSubmit={submit}>
      <Typography>{t('identityLink.newLead', { provider })}</Typography>
      <SignInError error={signUp.error} />
      <NameFields {...names} onChange={setNames} error={text(problems.name, '')} />
      <TermsFields value={acceptance} onChange={setAcceptance} problems={problems} />
      <SubmitButton loading={signUp.isPending}>{t('identityLink.create')}</SubmitButton>
    </Form>
  );
}

/** Links the identity to an account the user already has, after one password sign-in. */
function ExistingAccount({ consent, redirect, provider }: Props) {
  const { t } = useTranslation('access');
  const text = useProblemText();
  const link = useLinkIdentity();
  const afterSignIn = useAfterSignIn(redirect);
  const [email, setEmail] = useState(consent.Email ?? '');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const required = (value: string, label: string) =>
    touched && !value.trim() ? text('required', label) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (email.trim() && password) link.mutate({ email, password, consent }, { onSuccess: afterSignIn });
  };

  return (
    <Form title={t('identityLink.existingTitle')} onSubmit={submit}>
      <Typography>{t('identityLink.existingLead', { provider })}</Typography>
      <SignInError error={link.error} />
      <EmailField
        label={t('fields.email')}
        value={email}
        onValue={setEmail}
        problem={required(email, t('fields.email'))}
      />
      <CurrentPasswordField
        label={t('fields.password')}
        value={password}
        onValue={setPassword}
        problem={required(password, t('fields.password'))}
      />
      <Button type="submit" variant="outlined" size="large" loading={link.isPending}>
        {t('identityLink.link')}
      </Button>
    </Form>
  );
}

/** identity-link: sign-up combined with the link of a social identity, or the link to an existing account. */
export function IdentityLinkPage() {
  const { t } = useTranslation(['access', 'social']);
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const [consent] = useState(() => pendingIdentity.read());

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
