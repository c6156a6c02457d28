import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { WaysIn } from '../../components/ways-in';
import { SampleHandsets } from './sample-handsets';
import './i18n';

/** The profile's store tab: the shop's ways in (plans, broadband, SIMs) and the sample handsets. */
export function StorePage() {
  const { t } = useTranslation('store');
  return (
    <Page title={t('title')} width="lg">
      <WaysIn forVisitor={false} />
      <SampleHandsets />
    </Page>
  );
}
