import { registerTranslations } from '../../lib/i18n';

registerTranslations('sim-settings', {
  en: {
    title: 'SIM settings',
    intro: 'Call settings of {{number}}.',
    noService: "You don't have a prepay or postpay product",
    groups: {
      forwarding: 'Call forwarding',
      restriction: 'Call waiting and hold',
      barring: 'Call barring',
      roaming: 'Roaming',
      callerId: 'Caller ID',
    },
    keys: {
      CFUActive: 'Forward all calls',
      CFBActive: 'Forward when busy',
      CFNRYActive: 'Forward when not answered',
      CFNRCActive: 'Forward when not reachable',
      CallWaitingEnabled: 'Call waiting',
      AllowCallHold: 'Call hold',
      AllowIncomingCalls: 'Incoming calls',
      AllowOutgoingCalls: 'Outgoing calls',
      ShowCallerID: 'Show my number to the people I call',
      AutoActive: 'Turn on daily roaming automatically when abroad',
    },
    pending: {
      title: 'This change affects other settings',
      lead: '{{setting}} will be turned {{value}}. These settings change too:',
      item: '{{setting}}: {{value}}',
      on: 'on',
      off: 'off',
      confirm: 'Confirm changes',
      cancel: 'Cancel',
    },
    operatorBarring:
      'Your calls are barred by us, so your own call settings do not apply right now. Contact us to lift the barring.',
    saving: 'Saving…',
    saved: 'Your settings are saved.',
  },
  'mi-NZ': { title: 'Ngā tautuhinga SIM' },
});
