import { Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Page } from '../../components/page';
import './i18n';

/** terms/{terms_path}: a named terms document, reachable outside production only. */
export function TermsDocumentPage() {
  const { t } = useTranslation('legal');
  const { termsPath = '' } = useParams();
  return (
    <Page title={t('terms.document', { path: termsPath })}>
      <Typography sx={{ mb: 3 }}>{t('terms.documentLead', { path: termsPath })}</Typography>
      <Button component={Link} to="/terms" variant="outlined">
        {t('terms.title')}
      </Button>
    </Page>
  );
}
