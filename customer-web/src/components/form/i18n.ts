import { registerTranslations } from '../../lib/i18n';

registerTranslations('forms', {
  en: {
    required: 'Please enter {{field}}',
    code_required: 'Please enter the 6-digit code',
    mobile_format: 'Mobile number format is invalid',
    name_missing: 'Please enter a name',
    card_number: 'Card number is invalid',
    card_expiry: 'Expiry format is invalid',
    card_expired: 'This card has expired',
    card_cvc: 'CVC format is invalid',
    spend_limit_format: 'Please enter an amount, for example 50 or 49.99',
    cycle_count_format: 'The cycle count must be a whole number',
  },
  'mi-NZ': {},
});
