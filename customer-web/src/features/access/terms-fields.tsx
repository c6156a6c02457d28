import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CheckboxInput } from '../../components/form';
import './i18n';

/**
 * Terms and privacy (fields `acceptTerms` and `acceptPrivacy`), each to be accepted; the documents open in a new
 * tab so the form is kept.
 */
export function TermsFields() {
  const { t } = useTranslation('access');
  const box = (name: 'acceptTerms' | 'acceptPrivacy', to: string, document: string) => (
    <CheckboxInput
      name={name}
      required
      errorLabel={document}
      label={
        <>
          {t('terms.accept')}{' '}
          <Link component={RouterLink} to={to} target="_blank" rel="noopener">
            {document}
          </Link>
        </>
      }
    />
  );
  return (
    <>
      {box('acceptTerms', '/terms', t('terms.terms'))}
      {box('acceptPrivacy', '/privacy', t('terms.privacy'))}
    </>
  );
}
