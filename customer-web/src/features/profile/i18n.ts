import { registerTranslations } from '../../lib/i18n';

registerTranslations('profile', {
  en: {
    personalData: {
      title: 'Personal data',
      name: 'Name',
      email: 'Email',
      mobile: 'Mobile number',
      account: 'Account',
    },
  },
  'mi-NZ': { personalData: { title: 'Ngā raraunga whaiaro', name: 'Ingoa', email: 'Īmēra' } },
});
