import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorText } from '@portal/shared';
import { ApiRequestError } from '../lib/api/errors';

/** What the banner adds to the error's own text: how long to wait when the API said, or that no answer came in time. */
function useFailureNote(error: unknown): string | undefined {
  const { t } = useTranslation();
  if (!(error instanceof ApiRequestError)) return undefined;
  if (error.code === 'timeout') return t('errors.timeout');
  const wait = error.retryAfterS;
  if (error.status !== 429 || wait === undefined) return undefined;
  return wait >= 120
    ? t('errors.retryAfterMinutes', { count: Math.ceil(wait / 60) })
    : t('errors.retryAfter', { count: wait });
}

/**
 * The error banner: what could not be done, when the page says (a part that failed while the rest shows), the
 * error's text (in the order error texts are extracted) and an optional retry.
 */
export function ErrorBanner({
  error,
  onRetry,
  what,
}: {
  error: unknown;
  onRetry?: () => void;
  what?: string;
}) {
  const { t } = useTranslation();
  const note = useFailureNote(error);
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ my: 2 }}
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry} sx={{ whiteSpace: 'nowrap' }}>
            {t('actions.retry')}
          </Button>
        )
      }
    >
      {what && `${what} `}
      {errorText(error)}
      {note && ` ${note}`}
    </Alert>
  );
}
