import { registerTranslations } from '../i18n';

registerTranslations('addon-purchase', {
  en: {
    title: 'Buy {{name}}',
    price: '{{price}}',
    payWith: 'Pay with',
    credit: 'Prepay credit ({{amount}} left)',
    card: '{{card}}',
    defaultCard: '{{card}} (default)',
    route: 'Billing route: {{name}} ({{amount}} left to spend)',
    noWayToPay: 'There is no card or billing route to pay with. Add a card first.',
    subscribe: 'Renew automatically at the end of each period',
    buy: 'Buy for {{price}}',
    buying: 'Buying…',
    cancel: 'Cancel',
    bought: '{{name}} is on your service now.',
    done: 'Done',
    choices: {
      'choose-card': 'Choose another card',
      'add-card': 'Add a card',
      'change-plan': 'Change plan',
    },
  },
  'mi-NZ': {
    payWith: 'Utu mā',
    cancel: 'Whakakore',
    done: 'Kua oti',
    choices: { 'add-card': 'Tāpiri kāri' },
  },
});
