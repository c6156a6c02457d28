import { Button, Stack } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SocialProvider } from '@portal/shared';
import './i18n';

// The consent step loads when a provider is chosen, not with the page.
const ConsentDialog = lazy(() => import('./consent-dialog'));

const PROVIDERS: readonly SocialProvider[] = ['GOOGLE', 'APPLE', 'FACEBOOK'];

/** Social sign-in (000 §1): Google, Apple and Facebook, each through a simulated consent step. */
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
        <Suspense fallback={null}>
          <ConsentDialog provider={provider} redirect={redirect} onClose={() => setProvider(null)} />
        </Suspense>
      )}
    </>
  );
}
