import { Container } from '@mui/material';
import { ErrorBanner } from '../components/error-banner';

/** In place of a page whose guard could not judge because a call it needs failed: what failed, and a retry. */
export function GuardFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <ErrorBanner error={error} onRetry={onRetry} />
    </Container>
  );
}
