import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import './i18n';

export function BackToSignIn() {
  const { t } = useTranslation('access');
  return (
    <Link component={RouterLink} to="/sign-in" sx={{ display: 'inline-block', mt: 3 }}>
      {t('backToSignIn')}
    </Link>
  );
}
