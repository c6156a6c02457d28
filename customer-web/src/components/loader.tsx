import { Box, CircularProgress } from '@mui/material';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const LoaderAnimation = lazy(() => import('./loader-animation'));

class FallbackOnError extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The loader: an animation loaded on demand, or a plain spinner when the animation fails to load (000 §2). */
export function Loader({ label }: { label?: string }) {
  const { t } = useTranslation();
  const spinner = <CircularProgress aria-hidden size={40} />;
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', gap: 1, py: 6 }}>
      <FallbackOnError fallback={spinner}>
        <Suspense fallback={spinner}>
          <LoaderAnimation />
        </Suspense>
      </FallbackOnError>
      <Box
        component="span"
        sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {label ?? t('loading')}
      </Box>
    </Box>
  );
}
