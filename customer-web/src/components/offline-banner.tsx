import { Alert } from '@mui/material';
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

const isOnline = () => onlineManager.isOnline();
// A pre-rendered page is drawn online, so hydrating it matches whatever the browser then says.
const drawnOnline = () => true;

/**
 * While the browser is offline, a banner says so. The queries pause meanwhile (TanStack Query's online manager), so
 * no call fails for want of a network; they carry on when it is back, and the banner goes.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useSyncExternalStore(onlineManager.subscribe.bind(onlineManager), isOnline, drawnOnline);
  if (online) return null;
  return (
    <Alert severity="warning" role="status" sx={{ borderRadius: 0 }}>
      {t('errors.offline')}
    </Alert>
  );
}
