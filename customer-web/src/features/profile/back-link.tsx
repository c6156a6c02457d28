import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function BackToPersonalData() {
  const { t } = useTranslation('profile');
  return (
    <Button component={Link} to="/profile/personal-data" sx={{ mt: 2 }}>
      {t('back')}
    </Button>
  );
}
