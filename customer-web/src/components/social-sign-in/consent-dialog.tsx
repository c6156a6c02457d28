import { Button, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contracts, type SocialProvider } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { socialSignIn } from '../../lib/session/complete-sign-in';
import { useAfterSignIn } from '../../lib/session/use-after-sign-in';
import { AppModal } from '../app-modal';
import { FormField } from '../form-field';
import { SignInError } from '../sign-in-error';
import './i18n';

/**
 * Stands in for the provider's consent screen: the user enters the identity the provider would share, the mock
 * issues its identity token, and the portal signs in with it (or goes to identity-link for a new identity).
 */
export default function ConsentDialog({
  provider,
  redirect,
  onClose,
}: {
  provider: SocialProvider;
  redirect?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(['social', 'common']);
  const queryClient = useQueryClient();
  const afterSignIn = useAfterSignIn(redirect);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const providerName = t(`provider.${provider}`);
  const consent = useMutation({
    mutationFn: async () => {
      const identity = await apiCall(contracts.access.identityConsent, {
        anonymous: true,
        params: { provider },
        body: { Name: name.trim(), ...(email.trim() ? { Email: email.trim() } : {}) },
      });
      return socialSignIn(queryClient, identity);
    },
    onSuccess: afterSignIn,
  });
  const nameMissing = touched && !name.trim();
  const submit = () => {
    setTouched(true);
    if (name.trim() && !consent.isPending) consent.mutate();
  };

  return (
    <AppModal
      open
      title={t('consent.title', { provider: providerName })}
      onClose={onClose}
      onConfirm={submit}
      actions={
        <>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button variant="contained" onClick={submit} loading={consent.isPending}>
            {t('consent.allow')}
          </Button>
        </>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography>{t('consent.lead', { provider: providerName })}</Typography>
        <SignInError error={consent.error} />
        <FormField
          label={t('consent.name')}
          name="name"
          autoComplete="name"
          value={name}
          onValue={setName}
          problem={nameMissing && t('consent.nameRequired')}
          required
          autoFocus
        />
        <FormField
          label={t('consent.email')}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onValue={setEmail}
          hint={t('consent.emailHelp')}
        />
      </Stack>
    </AppModal>
  );
}
