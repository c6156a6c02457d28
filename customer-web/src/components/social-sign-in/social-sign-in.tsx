import { Alert, Button, Stack } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ERRORS, type SocialProvider } from '@portal/shared';
import { ErrorBoundary } from '../error-boundary';
import './i18n';

// The consent step loads when a provider is chosen, not with the page.
const ConsentDialog = lazy(() => import('./consent-dialog'));

const PROVIDERS: readonly SocialProvider[] = ['GOOGLE', 'APPLE', 'FACEBOOK'];

/** The provider's sign-in did not load: Apple's has its own error, the others the general one. */
function ProviderFailed({ provider }: { provider: SocialProvider }) {
  return (
    <Alert severity="error" role="alert" sx={{ mt: 2 }}>
      {provider === 'APPLE' ? ERRORS.apple_script_load_error : ERRORS.something_wrong}
    </Alert>
  );
}

/** Social sign-in: Google, Apple and Facebook, each through a simulated consent step. */
export function SocialSignIn({ redirect }: { redirect?: string }) {
  const { t } = useTranslation('social');
  const [provider, setProvider] = useState<SocialProvider | null>(null);
  return (
    <>
      <Stack spacing={1}>
        {PROVIDERS.map((p) => (
          <Button key={p} variant="outlined" size="large" onClick={() => setProvider(p)}>
            {t('continueWith', { provider: t(`provider.${p}`) })}
          </Button>
        ))}
      </Stack>
      {provider && (
        <ErrorBoundary resetKey={provider} fallback={<ProviderFailed provider={provider} />}>
          <Suspense fallback={null}>
            <ConsentDialog provider={provider} redirect={redirect} onClose={() => setProvider(null)} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
