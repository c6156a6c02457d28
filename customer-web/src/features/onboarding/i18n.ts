import { registerTranslations } from '../../lib/i18n';

registerTranslations('onboarding', {
  en: {
    title: 'Set up your mobile',
    lead: 'A few steps to choose a plan, set up payment and activate your SIM {{number}}.',
    noSim: 'There is no SIM waiting to be activated on this account. Activate one by its number or SIM ID.',
    toActivation: 'Activate a SIM',
    next: 'Next',
    back: 'Back',
    steps: {
      plan: 'Plan or addon',
      voucher: 'Voucher',
      billing: 'Billing method',
      'credit-check': 'Credit check',
      'card-authorisation': 'Card authorisation',
      'payment-card': 'Payment card',
      'billing-route': 'Billing route',
      activation: 'Activation',
      porting: 'Your number',
      app: 'Get the app',
    },
    plan: {
      kind: 'How do you want to pay for your mobile?',
      kinds: { postpay: 'Pay monthly', prepay: 'Prepay', payg: 'Pay as you go' },
      choose: 'Choose a plan or addon',
      none: 'Please choose a plan or addon.',
    },
    voucher: {
      question: 'Do you have a voucher?',
      yes: 'Yes',
      no: 'No',
      code: 'Voucher code',
      redeem: 'Redeem',
      redeemed: '{{amount}} is on your SIM as credit.',
    },
    billing: {
      question: 'Who pays for this SIM?',
      card: 'My payment card',
      route: 'A parent account (billing route)',
    },
    creditCheck: {
      lead: 'Monthly plans need a quick credit check. It does not affect your credit score.',
      run: 'Run credit check',
      passed: 'Your credit check has passed.',
      alternatives: 'You can still get a SIM on prepay or pay as you go.',
      toPrepay: 'Change to prepay',
      toPayg: 'Change to PAYG',
    },
    cardAuthorisation: {
      lead: 'We check your card with the bank now (an authorisation, no charge). Your monthly bills are charged to it.',
      agree: 'I agree to monthly bills being charged to my card',
      authorise: 'Authorise my card',
      done: 'Your card is authorised. Nothing has been charged.',
    },
    paymentCard: {
      lead: 'Choose the card that pays.',
      none: 'You have no saved card yet.',
      add: 'Add a card',
      choose: 'Card',
      ending: '{{type}} ending {{last4}}',
    },
    billingRoute: {
      lead: 'Choose the parent account that pays.',
      none: 'No parent account pays for this account yet.',
      manage: 'Billing routes',
    },
    activation: { activate: 'Activate my SIM', plan: 'Your plan: {{name}}' },
    porting: {
      question: 'Do you want to bring your number from another provider?',
      yes: 'Yes, bring my number',
      no: 'No, keep the new number',
      noted:
        'We’ve noted that. We’ll ask for your number’s details when number porting opens for your account.',
    },
    app: {
      lead: 'Manage your mobile on the go: get our app from the App Store or Google Play.',
      finish: 'Go to my dashboard',
    },
  },
  'mi-NZ': {
    next: 'Panuku',
    back: 'Hoki',
    voucher: { yes: 'Āe', no: 'Kāo' },
  },
});
