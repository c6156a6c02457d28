import { Alert } from '@mui/material';
import { useIsOffline, useTranslate } from 'react-admin';

/** While the browser is offline, reads are paused rather than failed, and the page says so; they resume on return. */
export function OfflineBanner() {
  const offline = useIsOffline();
  const translate = useTranslate();
  if (!offline) return null;
  return (
    <Alert severity="warning" role="status" sx={{ mt: 1 }}>
      {translate('console.failure.offline')}
    </Alert>
  );
}
