import { registerTranslations } from '../../lib/i18n';

registerTranslations('vouchers', {
  en: {
    voucher: {
      title: 'Redeem a voucher',
      intro: 'Enter the 13-digit code from your prepay voucher to add its credit to your balance.',
      code: 'Voucher code',
      hint: '13 digits, as printed on the voucher',
      submit: 'Redeem',
      redeemed: '{{amount}} is added to your balance. Your balance is now {{balance}}.',
      postpay:
        'A voucher adds prepay credit. Your service {{number}} is on a postpay plan, billed to your account, so there is no credit to add it to: pay your bill or see your plan instead.',
      payBill: 'Pay my bill',
      yourPlan: 'See my plan',
    },
    promo: {
      title: 'Redeem a promo code',
      intro: 'Enter a promo code to add its credit to your prepay balance.',
      code: 'Code',
      submit: 'Redeem',
      redeemed: '{{amount}} is added to your balance.',
    },
    topUp: 'Back to top up',
  },
  'mi-NZ': { voucher: { title: 'Whakamahia he tīkiti', submit: 'Whakamahia' } },
});
