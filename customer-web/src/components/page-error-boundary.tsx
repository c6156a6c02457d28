import { Box, Button, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorBoundary } from './error-boundary';

/** Built from the shell's own parts, so showing it needs nothing more to load. */
function PageFailed() {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 600, mx: 'auto', px: 2, py: 4, display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Typography variant="h4" component="h1">
        {t('dialogs.errorTitle')}
      </Typography>
      <Typography role="alert" sx={{ color: 'error.dark' }}>
        {t('errors.somethingWrong')}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('actions.retry')}
      </Button>
      <Link component={RouterLink} to="/">
        {t('notFound.home')}
      </Link>
    </Box>
  );
}

/**
 * A page that fails to load (its code did not arrive) or to draw shows a message with a way on, instead of an
 * empty screen, and the failure is reported. The header stays usable; another page clears it.
 */
export function PageErrorBoundary({ children, resetKey }: { children: ReactNode; resetKey: string }) {
  return (
    <ErrorBoundary resetKey={resetKey} fallback={<PageFailed />}>
      {children}
    </ErrorBoundary>
  );
}
