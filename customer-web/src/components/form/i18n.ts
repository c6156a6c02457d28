import { registerTranslations } from '../../lib/i18n';

registerTranslations('forms', {
  en: {
    required: 'Please enter {{field}}',
    code_required: 'Please enter the 6-digit code',
    mobile_format: 'Mobile number format is invalid',
  },
  'mi-NZ': {},
});
