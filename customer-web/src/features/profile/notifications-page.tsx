import { FormControlLabel, FormGroup, Switch, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_TOPICS } from '@portal/shared';
import { ErrorBanner } from '../../components/error-banner';
import { ListSkeleton } from '../../components/content-skeleton';
import { Page } from '../../components/page';
import { BackToPersonalData } from './back-link';
import { useNotificationPreferences, useSetNotificationPreferences } from './use-notification-preferences';
import './i18n';

/** personal-data/change-notifications: each topic on (2) or off (0), saved as it is switched. */
export function NotificationsPage() {
  const { t } = useTranslation('profile');
  const prefs = useNotificationPreferences();
  const save = useSetNotificationPreferences();
  return (
    <Page title={t('notifications.title')}>
      <Typography sx={{ mb: 2 }}>{t('notifications.lead')}</Typography>
      {prefs.isPending && <ListSkeleton />}
      {(prefs.error ?? save.error) && (
        <ErrorBanner error={prefs.error ?? save.error} onRetry={() => void prefs.refetch()} />
      )}
      {prefs.data && (
        <FormGroup>
          {NOTIFICATION_TOPICS.map((topic) => (
            <FormControlLabel
              key={topic}
              label={t(`notifications.${topic}`)}
              control={
                <Switch
                  checked={prefs.data[topic] === 2}
                  disabled={save.isPending}
                  onChange={(_, on) => save.mutate({ [topic]: on ? 2 : 0 })}
                />
              }
            />
          ))}
        </FormGroup>
      )}
      <BackToPersonalData />
    </Page>
  );
}
