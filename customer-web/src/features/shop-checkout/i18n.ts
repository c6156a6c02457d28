import { registerTranslations } from '../../lib/i18n';

registerTranslations('shopCheckout', {
  en: {
    title: 'Checkout',
    summary: 'Order summary',
    each: '{{quantity}} × {{price}}',
    amount: 'Amount before GST',
    tax: 'GST',
    total: 'Total',
    empty: 'Your cart is empty.',
    toShop: 'Find broadband for your address',
    signInLead: 'Sign in or sign up to pay. Your cart is kept.',
    signIn: 'Sign in',
    signUp: 'Sign up',
    payWith: 'Pay with',
    defaultCard: '{{card}} (default)',
    noCards: 'You have no saved card yet.',
    addCard: 'Add a card',
    pay: 'Pay {{amount}}',
    paying: 'Paying…',
    retryHint: 'Nothing was charged. Choose another card and pay again: it stays the same purchase.',
  },
  'mi-NZ': {
    title: 'Utu',
    summary: 'Whakarāpopototanga o te ota',
    signIn: 'Takiuru',
    signUp: 'Whakauru',
    total: 'Tapeke',
    addCard: 'Tāpiri kāri',
    pay: 'Utua {{amount}}',
  },
});
