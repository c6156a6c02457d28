import { registerTranslations } from '../../lib/i18n';

registerTranslations('mobile-addons', {
  en: {
    title: 'Addons',
    intro: 'Add data, minutes or roaming to {{number}} on top of your plan.',
    noService: "You don't have a prepay or postpay product",
    credit: 'Prepay credit: {{amount}}',
    yours: {
      title: 'Your plan and addons',
      plan: 'Plan',
      renews: 'Renews {{date}}',
      ends: 'Until {{date}}',
    },
    allowances: {
      title: 'Your allowances',
      kinds: {
        data: 'Data',
        voice: 'Minutes',
        sms: 'Texts',
        mms: 'Picture messages',
        idd_voice: 'International minutes',
        idd_sms: 'International texts',
      },
    },
    pictures: {
      data: 'Data addon',
      voice: 'Minutes addon',
      sms: 'Texts addon',
      mms: 'Picture messages addon',
      idd_voice: 'International addon',
      idd_sms: 'International addon',
      other: 'Addon',
    },
    shop: {
      title: 'Addons you can buy',
      none: 'There are no addons for your plan right now.',
      buy: 'Buy',
      buyNamed: 'Buy {{name}}',
      renewable: 'Renewable',
      servicePeriod: 'Service period',
      period: {
        month: 'a month',
        week: 'a week',
        year: 'a year',
      },
    },
  },
  'mi-NZ': {
    title: 'Ngā tāpiri',
    shop: { buy: 'Hokona' },
  },
});
