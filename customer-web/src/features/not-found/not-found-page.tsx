import { Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../components/page';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('notFound.title')}>
      <Typography sx={{ mb: 3 }}>{t('notFound.body')}</Typography>
      <Button component={Link} to="/" variant="contained">
        {t('notFound.home')}
      </Button>
    </Page>
  );
}
