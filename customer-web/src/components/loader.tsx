import { Box, CircularProgress } from '@mui/material';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ANIMATION_TIMEOUT_MS } from '@portal/shared';
import { visuallyHidden } from './visually-hidden';

/** The preloader animation can be switched off at build time (VITE_PRELOADER_ANIMATION=off). */
const ANIMATED = import.meta.env.VITE_PRELOADER_ANIMATION !== 'off';

// An animation that fails to load, or takes longer than 5 s, leaves the plain spinner in its place.
const LoaderAnimation = lazy(() =>
  Promise.race([
    import('./loader-animation'),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('loader animation timed out')), ANIMATION_TIMEOUT_MS),
    ),
  ]),
);

class FallbackOnError extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The loader: an animation loaded on demand, or a plain spinner when the animation fails to load. */
export function Loader({ label }: { label?: string }) {
  const { t } = useTranslation();
  const spinner = <CircularProgress aria-hidden size={40} />;
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', gap: 1, py: 6 }}>
      {ANIMATED ? (
        <FallbackOnError fallback={spinner}>
          <Suspense fallback={spinner}>
            <LoaderAnimation />
          </Suspense>
        </FallbackOnError>
      ) : (
        spinner
      )}
      <Box component="span" sx={visuallyHidden}>
        {label ?? t('loading')}
      </Box>
    </Box>
  );
}
