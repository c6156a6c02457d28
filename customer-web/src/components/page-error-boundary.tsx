import { Box, Button, Link, Typography } from '@mui/material';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { reportError } from '../lib/error-reporting';

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

interface Props {
  children: ReactNode;
  /** The page's address: going elsewhere clears a failure. */
  resetKey: string;
}

/**
 * A page that fails to load (its code did not arrive) or to draw shows a message with a way on, instead of an
 * empty screen, and the failure is reported. The header stays usable.
 */
export class PageErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    reportError(error);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <PageFailed /> : this.props.children;
  }
}
