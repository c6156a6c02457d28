import { registerTranslations } from '../lib/i18n';

registerTranslations('simActivation', {
  en: {
    ready: 'Your SIM {{number}} is ready to activate.',
    progress: {
      title: 'Activating your SIM',
      steps: 'Activation takes 10 to 30 seconds. We wait up to {{limit}} seconds for the network.',
      elapsed: '{{seconds}} s elapsed of up to {{limit}} s',
      next: 'Next: your SIM is ready to use, with its plan on your dashboard.',
      active: 'Your SIM {{number}} is active.',
      failed: 'Activate error',
      gaveUp:
        'The network has not answered within {{limit}} seconds. Your SIM may still be activated shortly.',
      retry: 'Try again',
      dashboard: 'Go to your dashboard',
    },
    esim: {
      title: 'Install your eSIM',
      lead: 'Scan this QR code with the phone that will use the eSIM (Settings, Mobile, Add eSIM). Check that your phone supports eSIM first.',
      code: 'Activation code',
      qrAlt: 'QR code of the eSIM activation code',
    },
  },
  'mi-NZ': {
    progress: { retry: 'Whakamātau anō' },
  },
});
