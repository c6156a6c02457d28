import { ERRORS } from '@portal/shared';
import { registerTranslations } from '../../lib/i18n';

const en = {
  signIn: {
    title: 'Sign in',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    required: 'Please enter {{field}}',
    useCode: 'Email me a code instead',
    usePassword: 'Use my password instead',
    or: 'or',
    forgotPassword: 'Forgot your password?',
    forgotEmail: 'Forgot your email?',
    newHere: 'New here?',
    signUp: 'Create an account',
    customToken: 'Signing you in…',
  },
  code: {
    lead: 'We’ll email you a 6-digit code. It works once, for 10 minutes.',
    send: 'Email me a code',
    sent: 'If {{email}} has an account, a code is on its way. Enter it below.',
    label: 'Code',
    resend: 'Send another code',
    invalidPasted: ERRORS.invalid_code_pasted,
    required: 'Please enter the 6-digit code',
  },
  mfa: {
    title: 'Verify it’s you',
    lead: 'This account has two-step verification on. We sent a 6-digit code to {{to}}.',
    leadUnknown: 'This account has two-step verification on. Send a code to its mobile number to go on.',
    send: 'Send a code',
    resend: 'Send a new code',
    verify: 'Verify',
    cancel: 'Choose another account',
  },
  selectAccount: {
    title: 'Choose an account',
    lead_one: 'Your login has one account. Open it, or add another with an invitation code.',
    lead_other: 'Your login has {{count}} accounts. Which one do you want to manage?',
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
  invitation: {
    title: 'Have an invitation?',
    lead: 'Someone can share their account with you. Enter the code from their invitation.',
    code: 'Invitation code',
    accept: 'Accept invitation',
    accepted: 'You can now manage the account of {{name}}. Choose it below.',
  },
};

registerTranslations('auth', {
  en,
  'mi-NZ': {
    signIn: {
      title: 'Takiuru',
      email: 'Īmēra',
      password: 'Kupuhipa',
      submit: 'Takiuru',
      or: 'rānei',
      forgotPassword: 'Kua wareware tō kupuhipa?',
      forgotEmail: 'Kua wareware tō īmēra?',
      signUp: 'Waihanga pūkete',
    },
    code: { label: 'Waehere', send: 'Īmēratia mai he waehere' },
    mfa: { title: 'Manatoko ko koe tēnei', verify: 'Manatoko' },
    selectAccount: { title: 'Kōwhiria he pūkete' },
    invitation: { accept: 'Whakaae ki te tono' },
  },
});
