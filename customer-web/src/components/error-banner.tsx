import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorText } from '@portal/shared';

/** The error banner: the error's text (in the order error texts are extracted) and an optional retry. */
export function ErrorBanner({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ my: 2 }}
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        )
      }
    >
      {errorText(error)}
    </Alert>
  );
}
