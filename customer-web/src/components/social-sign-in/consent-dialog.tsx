import { Button, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { contracts, identityConsentSchema, type SocialProvider } from '@portal/shared';
import { apiCall } from '../../lib/api/client';
import { socialSignIn } from '../../lib/session/complete-sign-in';
import { useAfterSignIn } from '../../lib/session/use-after-sign-in';
import { AppModal } from '../app-modal';
import { Form, submitForm, TextInput } from '../form';
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
  const formId = useId();
  const providerName = t(`provider.${provider}`);
  const consent = useMutation({
    mutationFn: async ({ name, email }: { name: string; email: string }) => {
      const identity = await apiCall(contracts.access.identityConsent, {
        anonymous: true,
        params: { provider },
        body: { Name: name.trim(), ...(email.trim() ? { Email: email.trim() } : {}) },
      });
      return socialSignIn(queryClient, identity);
    },
    onSuccess: afterSignIn,
  });

  return (
    <AppModal
      open
      title={t('consent.title', { provider: providerName })}
      onClose={onClose}
      onConfirm={() => submitForm(formId)}
      actions={
        <>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button variant="contained" type="submit" form={formId} loading={consent.isPending}>
            {t('consent.allow')}
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        schema={identityConsentSchema}
        defaultValues={{ name: '', email: '' }}
        onSubmit={(values) => consent.mutateAsync(values)}
        renderError={(error) => <SignInError error={error} />}
        sx={{ pt: 1 }}
      >
        <Typography>{t('consent.lead', { provider: providerName })}</Typography>
        <TextInput name="name" label={t('consent.name')} autoComplete="name" required autoFocus />
        <TextInput
          name="email"
          label={t('consent.email')}
          type="email"
          autoComplete="email"
          hint={t('consent.emailHelp')}
        />
      </Form>
    </AppModal>
  );
}
