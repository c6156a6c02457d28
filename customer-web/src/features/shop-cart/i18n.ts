import { registerTranslations } from '../../lib/i18n';

registerTranslations('shopCart', {
  en: {
    title: 'Your cart',
    empty: 'Your cart is empty.',
    shopBroadband: 'Find broadband for your address',
    shopSims: 'Buy a SIM',
    decrease: 'One fewer {{name}}',
    increase: 'One more {{name}}',
    remove: 'Remove {{name}}',
    each: '{{price}} each',
    number: 'Cart {{number}}',
    checkout: 'Checkout',
    signInFirst: 'You can sign in or sign up at checkout; your cart is kept.',
  },
  'mi-NZ': {
    title: 'Tō kete',
    checkout: 'Utu',
  },
});
