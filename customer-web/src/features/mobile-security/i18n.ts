import { registerTranslations } from '../../lib/i18n';

registerTranslations('mobileSecurity', {
  en: {
    title: 'Mobile security',
    nav: 'Mobile security',
    pages: {
      basic: 'Basic',
      advanced: 'Advanced',
      reports: 'Reports',
      'white-blacklist': 'Allowed and blocked numbers',
    },
    lead: 'How your mobile service and this account are kept safe.',
    basic: {
      lead: 'You sign in as {{email}}. Keep your password to yourself, and your SIM locked with its PIN: the PUK code unlocks a SIM after three wrong PINs.',
      password: 'Change my password',
      email: 'Change my email',
      puk: 'See my SIM details and PUK',
    },
    advanced: {
      sensitive:
        'Sensitive actions (SIM details, swap, enable or disable) need a password or an emailed authentication code.',
      barring: 'Operator barring overrides customer call settings.',
      settings: 'Call barring and SIM settings',
      actions: 'SIM card actions',
    },
    reports: {
      lead: 'What your service has used and paid: check them for anything you do not recognise.',
      usage: 'Usage',
      payments: 'Payment history',
    },
    lists: {
      lead: 'Numbers are allowed or blocked on the network by call barring: bar incoming calls, or all calls except to your contacts, in your SIM settings.',
      settings: 'Call barring in SIM settings',
      preview: 'This page is in preview and shows only outside production.',
    },
  },
  'mi-NZ': { title: 'Te haumaru pūkoro' },
});
