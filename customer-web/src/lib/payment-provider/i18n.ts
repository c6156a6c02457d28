import { registerTranslations } from '../i18n';

registerTranslations('card-provider', {
  en: {
    number: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    save: 'Save card',
    saving: 'Saving…',
    simulatorHint: 'Test mode: use a test card such as 4242 4242 4242 4242, any future expiry and any CVC.',
    challenge: {
      title: 'Confirm this card with your bank',
      body: 'Your bank asks you to confirm it is you. This is a simulated check of the card issuer.',
      pass: 'Complete authentication',
      fail: 'Fail authentication',
    },
    stripeLoading: 'Loading the secure card form…',
  },
  'mi-NZ': {
    number: 'Tau kāri',
    cvc: 'CVC',
    save: 'Tiakina te kāri',
    challenge: { title: 'Whakaūngia tēnei kāri ki tō pēke' },
  },
});
