import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { WaysIn } from '../../components/ways-in';
import { registerTranslations } from '../../lib/i18n';

registerTranslations('store', {
  en: { title: 'Store' },
  'mi-NZ': { title: 'Toa' },
});

/** The profile's store tab: the shop's ways in (plans, broadband, SIMs) for a signed-in customer. */
export function StorePage() {
  const { t } = useTranslation('store');
  return (
    <Page title={t('title')} width="lg">
      <WaysIn forVisitor={false} />
    </Page>
  );
}
