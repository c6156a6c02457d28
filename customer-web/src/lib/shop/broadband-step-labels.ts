import type { BroadbandStep } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { registerTranslations } from '../i18n';

registerTranslations('broadbandSteps', {
  en: { address: 'Address', plan: 'Plan', modem: 'Modem', connection: 'Connection', checkout: 'Checkout' },
  'mi-NZ': { address: 'Wāhitau', plan: 'Mahere', checkout: 'Utu' },
});

/** The names of the broadband shop's steps, as its step indicator and checkout's show them. */
export function useBroadbandStepLabels(steps: readonly BroadbandStep[]): string[] {
  const { t } = useTranslation('broadbandSteps');
  return steps.map((step) => t(step));
}
