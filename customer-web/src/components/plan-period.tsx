import { addonPeriod, formatNzDay, type MobileAddon } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { registerTranslations } from '../lib/i18n';

registerTranslations('planPeriod', {
  en: { renews: 'Renews on {{date}}', ends: 'Service period ends on {{date}}' },
  'mi-NZ': {},
});

/** When a plan or addon renews (auto-renew on a renewable plan) or when its service period ends. */
export function PlanPeriod({
  addon,
}: {
  addon: Pick<MobileAddon, 'AutoRenew' | 'Characteristics' | 'ExpiresAtNanos'>;
}) {
  const { t } = useTranslation('planPeriod');
  const period = addonPeriod(addon);
  return <>{t(period.kind, { date: formatNzDay(period.atMs) })}</>;
}
