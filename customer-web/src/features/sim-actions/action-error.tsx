import { Alert, AlertTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorText } from '@portal/shared';
import { ApiRequestError } from '../../lib/api/errors';
import './i18n';

/**
 * A failed SIM action: what the server says about a request it refused (a 4xx, "SIM swap issue" for one),
 * otherwise "An error occurred" and "Please try again later".
 */
export function SimActionError({ error }: { error: unknown }) {
  const { t } = useTranslation('sim-actions');
  const refused = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
  return (
    <Alert severity="error" role="alert" sx={{ my: 2 }}>
      {refused ? (
        errorText(error)
      ) : (
        <>
          <AlertTitle>{t('failed.title')}</AlertTitle>
          {t('failed.body')}
        </>
      )}
    </Alert>
  );
}
