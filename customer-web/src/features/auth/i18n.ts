import { registerTranslations } from '../../lib/i18n';

const en = {
  signIn: {
    title: 'Sign in',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    required: 'Please enter {{field}}',
  },
  selectAccount: {
    title: 'Choose an account',
    lead: 'Your login has several accounts. Which one do you want to manage?',
    type: {
      postpay: 'Postpay mobile',
      prepay: 'Prepay mobile',
      payg: 'Pay as you go',
      broadband: 'Broadband',
      new: 'New account',
    },
    suspended: 'Suspended',
    none: 'There is no account for this login.',
  },
};

registerTranslations('auth', {
  en,
  'mi-NZ': {
    signIn: { title: 'Takiuru', email: 'Īmēra', password: 'Kupuhipa', submit: 'Takiuru' },
    selectAccount: { title: 'Kōwhiria he pūkete' },
  },
});
