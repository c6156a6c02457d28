import { registerTranslations } from '../../lib/i18n';

registerTranslations('social', {
  en: {
    continueWith: 'Continue with {{provider}}',
    provider: { GOOGLE: 'Google', APPLE: 'Apple', FACEBOOK: 'Facebook' },
    consent: {
      title: 'Sign in with {{provider}} (simulated)',
      lead: 'This stands in for the consent screen of {{provider}}: enter the identity {{provider}} would share with us.',
      name: 'Name',
      email: 'Email',
      emailHelp: 'Optional: leave empty to share no email address',
      allow: 'Allow and continue',
    },
  },
  'mi-NZ': {
    continueWith: 'Haere tonu mā {{provider}}',
    consent: { name: 'Ingoa', email: 'Īmēra', allow: 'Whakaae, haere tonu' },
  },
});
