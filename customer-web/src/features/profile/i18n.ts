import { registerTranslations } from '../../lib/i18n';

registerTranslations('profile', {
  en: {
    personalData: {
      title: 'Personal data',
      name: 'Name',
      email: 'Email',
      mobile: 'Mobile number',
      rewards: 'Rewards number',
      account: 'Account',
      edit: 'Edit details',
      save: 'Save details',
      cancel: 'Cancel',
      saved: 'Your details are saved.',
      firstName: 'First name',
      lastName: 'Last name',
      changeEmail: 'Change email',
      changePassword: 'Change password',
      notifications: 'Notification preferences',
      security: 'Sign-in and notifications',
    },
    changeEmail: {
      title: 'Change email',
      lead: 'Your current email is {{email}}. We will send a link to the new one to verify it.',
      newEmail: 'New email',
      confirmEmail: 'Confirm new email',
      password: 'Current password',
      submit: 'Change email',
      done: 'Your email is now {{email}}. Check your inbox to verify it.',
    },
    changePassword: {
      title: 'Change password',
      current: 'Current password',
      submit: 'Change password',
      done: 'Your password is changed.',
    },
    notifications: {
      title: 'Notification preferences',
      lead: 'Choose what we may send you.',
      AccountEmail: 'Account and billing emails',
      OffersEmail: 'Offers by email',
      OffersSms: 'Offers by text message',
      UsageAlertsSms: 'Usage alerts by text message',
      saved: 'Saved',
    },
    back: 'Back to personal data',
    required: 'Please enter {{field}}',
  },
  'mi-NZ': {
    personalData: {
      title: 'Ngā raraunga whaiaro',
      name: 'Ingoa',
      email: 'Īmēra',
      changePassword: 'Huri kupuhipa',
    },
    changePassword: { title: 'Huri kupuhipa' },
  },
});
