import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptanceProblems } from '@portal/shared';
import { AppModal } from '../../components/app-modal';
import { ErrorBanner } from '../../components/error-banner';
import { useSetUserPreferences } from '../../lib/user-preferences';
import { TermsFields, type Acceptance } from './terms-fields';
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
  const [acceptance, setAcceptance] = useState<Acceptance>({ acceptTerms: false, acceptPrivacy: false });
  const [touched, setTouched] = useState(false);
  const submit = () => {
    setTouched(true);
    if (Object.keys(acceptanceProblems(acceptance)).length) return;
    accept.mutate({ 'is-accepted-terms': true });
  };
  return (
    <AppModal
      open
      hideClose
      title={t('termsGate.title')}
      onClose={ignore}
      onConfirm={submit}
      actions={
        <>
          <Button onClick={onSignOut}>{common('nav.signOut')}</Button>
          <Button variant="contained" onClick={submit} disabled={accept.isPending}>
            {t('termsGate.accept')}
          </Button>
        </>
      }
    >
      <Stack spacing={2}>
        <Typography>{t('termsGate.lead')}</Typography>
        {accept.error && <ErrorBanner error={accept.error} />}
        <TermsFields
          value={acceptance}
          onChange={setAcceptance}
          problems={touched ? acceptanceProblems(acceptance) : {}}
        />
      </Stack>
    </AppModal>
  );
}
