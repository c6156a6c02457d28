import { useTranslation } from 'react-i18next';
import './i18n';

/** "Please enter email" for a field left empty, once the user has tried to send the form. */
export function useRequired(touched: boolean) {
  const { t } = useTranslation('auth');
  return (value: string, label: string) =>
    touched && !value.trim() ? t('signIn.required', { field: label.toLowerCase() }) : undefined;
}
