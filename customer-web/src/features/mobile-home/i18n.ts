import { registerTranslations } from '../../lib/i18n';

registerTranslations('mobileHome', {
  en: {
    title: 'Dashboard',
    noService: 'You have no active mobile service yet.',
    plan: {
      heading: 'Your plan',
      number: 'Number {{number}}',
      next: 'Next plan: {{plan}}, from {{date}}',
    },
    credit: { heading: 'Credit' },
    balances: { heading: 'What you have left' },
    addons: {
      heading: 'Your addons',
      none: 'No addons yet.',
      expired: 'Expired',
      renewalFailed: 'Expired: the renewal payment failed',
      renewalFailedAlert:
        '{{name}} has expired: its renewal could not be paid. Top up or check your payment card, then buy it again.',
    },
    actions: {
      heading: 'Quick actions',
      plans: 'Browse plans',
      addons: 'Buy an addon',
      yourPlan: 'Your plan',
      noAddons: 'No addons to buy for this service',
      loadingAddons: 'Finding the addons for this service…',
    },
    autoTopUp: { fix: 'Set up auto top-up' },
    switcher: { label: 'Mobile service' },
  },
  'mi-NZ': { title: 'Papatohu' },
});
