import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import './i18n';

/** A legal text of the `legal` namespace: a title and headed sections. */
export function LegalPage({ doc }: { doc: 'about' | 'terms' | 'privacy' }) {
  const { t } = useTranslation('legal');
  const sections = t(`${doc}.sections`, { returnObjects: true }) as [string, string][];
  return (
    <Page title={t(`${doc}.title`)} width="md">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('updated')}
      </Typography>
      {sections.map(([heading, text]) => (
        <section key={heading}>
          <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
            {heading}
          </Typography>
          <Typography>{text}</Typography>
        </section>
      ))}
    </Page>
  );
}

export const AboutPage = () => <LegalPage doc="about" />;
export const TermsPage = () => <LegalPage doc="terms" />;
export const PrivacyPage = () => <LegalPage doc="privacy" />;
