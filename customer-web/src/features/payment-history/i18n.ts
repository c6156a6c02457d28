import { registerTranslations } from '../../lib/i18n';

registerTranslations('paymentHistory', {
  en: {
    title: 'Payment history',
    intro: 'Every card payment on your account, newest first.',
    pages: 'Payment history pages',
    empty: 'No payments yet.',
    unavailable: "We can't get your payment history right now.",
  },
  'mi-NZ': { title: 'Hītori utu' },
});
