import { registerTranslations } from '../../lib/i18n';

registerTranslations('mobileActivation', {
  en: {
    title: 'Activate your SIM',
    lead: 'Add a new SIM to your account: tell us its phone number or SIM ID and we text it a code.',
    kind: 'I have its',
    kinds: { number: 'Phone number', sim: 'SIM ID' },
    value: { number: 'Phone number', sim: 'SIM ID (on the SIM card)' },
    send: 'Text me a code',
    byIp: 'Use this phone’s mobile data instead',
    codeSent: 'We texted a 6-digit code to {{to}}. Enter it below, or open the link in the text.',
    code: 'Verification code',
    verify: 'Verify',
    otherSim: 'Use another SIM',
    activate: 'Activate',
    portIn: 'Keeping your number from another provider? Bring it over',
    checkingLink: 'Checking your activation link…',
    resend: 'Resend by SMS',
  },
  'mi-NZ': {
    title: 'Whakahohea tō SIM',
    verify: 'Manatoko',
    activate: 'Whakahohea',
  },
});
