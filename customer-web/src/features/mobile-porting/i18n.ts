import { registerTranslations } from '../../lib/i18n';

registerTranslations('porting', {
  en: {
    title: 'Bring your number',
    intro:
      'Move your number from another provider onto your SIM. Your old provider checks and approves the move; it ' +
      'takes up to 3 hours, and you keep using your old SIM until it is done.',
    noService: 'You need a SIM with us to bring a number to.',
    toSim: 'Your number comes onto the SIM of {{number}}.',
    form: {
      title: 'Port a number in',
      number: 'Number to bring',
      numberHint: 'The mobile number at your old provider, for example 021 555 0101',
      provider: 'Current provider',
      account: 'Account number at your current provider',
      accountHint: 'On a bill from them; prepay customers use their SIM card number',
      submit: 'Start porting',
    },
    tracker: {
      title: 'Porting {{number}}',
      from: 'From {{provider}}, account {{account}}',
      progress: 'Progress of the port',
      current: 'now',
      next: 'Next: {{step}}',
      done: 'Your number is now with us.',
      cancelled: 'This port was cancelled.',
      failed: 'Your number moved, but the service did not start on our network. Try again to start it.',
      rejected: 'Your old provider refused the port: {{reason}}. Correct the details and send it again.',
      cancel: 'Cancel the port',
      retry: 'Send again',
      retryStart: 'Try again',
    },
    states: {
      PORT_REQUESTED: 'Requested: waiting for your old provider',
      PORT_VALIDATED: 'Details checked: waiting for approval',
      PORT_APPROVED: 'Approved by your old provider',
      INTRA_CARRIER_WAIT: 'Waiting for the networks to swap',
      NETWORK_PROVISIONING: 'Moving your number onto our network',
      PORT_COMPLETED: 'Completed',
      PORT_CANCELED: 'Cancelled',
      PORT_REJECTED: 'Refused',
      SERVICE_ACTIVATION_FAILED: 'Service activation failed',
    },
    history: 'Earlier ports',
  },
  'mi-NZ': { title: 'Kawea mai tō nama', form: { title: 'Kawea mai he nama' } },
});
