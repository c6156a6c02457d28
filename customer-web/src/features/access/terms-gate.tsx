import { Button, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptanceSchema } from '@portal/shared';
import { AppModal } from '../../components/app-modal';
import { ErrorBanner } from '../../components/error-banner';
import { Form, submitForm } from '../../components/form';
import { useSetUserPreferences } from '../../lib/user-preferences';
import { TermsFields } from './terms-fields';
import './i18n';

const ignore = () => undefined;

/**
 * A login that has not accepted the terms and privacy policy (one made for the customer in store) accepts them
 * before going on, or signs out. The dialog has no close button, so Escape does not dismiss it either.
 */
export function TermsGate({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useTranslation('access');
  const { t: common } = useTranslation();
  const accept = useSetUserPreferences();
  const formId = useId();
  return (
    <AppModal
      open
      hideClose
      title={t('termsGate.title')}
      onClose={ignore}
      onConfirm={() => submitForm(formId)}
      actions={
        <>
          <Button onClick={onSignOut}>{common('nav.signOut')}</Button>
          <Button variant="contained" type="submit" form={formId} disabled={accept.isPending}>
            {t('termsGate.accept')}
          </Button>
        </>
      }
    >
      <Stack spacing={2}>
        <Typography>{t('termsGate.lead')}</Typography>
        <Form
          id={formId}
          schema={acceptanceSchema}
          defaultValues={{ acceptTerms: false, acceptPrivacy: false }}
          onSubmit={() => accept.mutateAsync({ 'is-accepted-terms': true })}
          renderError={(error) => <ErrorBanner error={error} />}
        >
          <TermsFields />
        </Form>
      </Stack>
    </AppModal>
  );
}
