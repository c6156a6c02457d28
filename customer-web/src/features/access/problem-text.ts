import { useTranslation } from 'react-i18next';
import './i18n';

/** The text of a form problem (a catalogue code or `required`), naming the field for "please enter". */
export function useProblemText() {
  const { t } = useTranslation('access');
  return (problem: string | undefined, field: string): string | undefined => {
    if (!problem) return undefined;
    return problem === 'required'
      ? t('problems.required', { field: field.toLowerCase() })
      : t(`problems.${problem}`, { defaultValue: problem });
  };
}
