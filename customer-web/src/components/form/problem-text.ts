import { useTranslation } from 'react-i18next';
import { ERRORS } from '@portal/shared';
import './i18n';

/**
 * The words for a field's problem. Schemas report codes (a catalogue code, or a generic one such as `required`
 * that is worded with the field's label); a server's message is already words and shows as it came.
 */
export function useProblemText(label: string): (problem: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation('forms');
  return (problem) => {
    if (!problem) return undefined;
    if (problem in ERRORS) return ERRORS[problem as keyof typeof ERRORS];
    if (i18n.exists(problem, { ns: 'forms' })) return t(problem, { field: label.toLowerCase() });
    return problem;
  };
}
