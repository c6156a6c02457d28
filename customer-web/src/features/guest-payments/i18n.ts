import { registerTranslations } from '../../lib/i18n';

registerTranslations('guest-payments', {
  en: {
    recharge: {
      title: 'Recharge a mobile',
      intro: 'Top up any prepay mobile on our network, no sign-in needed.',
      number: 'Mobile number',
      numberHint: 'For example 021 123 4567',
    },
    payBill: {
      title: 'Pay a bill',
      intro: 'Pay a bill by its invoice number or your account number, no sign-in needed.',
      lookup: 'Invoice or account number',
      lookupHint: 'An invoice number starts with INV',
      due: 'Amount due: {{amount}}',
    },
    botCheck: 'I am not a robot',
    botCheckNeeded: 'Please confirm you are not a robot',
    next: 'Continue',
    how: 'How do you want to pay?',
    byCard: 'Card',
    byVoucher: 'Voucher',
    amount: 'Amount (NZD)',
    card: { number: 'Card number', expiry: 'Expiry (MM/YY)', cvc: 'CVC' },
    voucherCode: 'Voucher code',
    pay: 'Pay',
    redeem: 'Redeem voucher',
    processing: 'Processing your payment…',
    completed: 'Thank you: {{amount}} is paid.',
    voucherDone: '{{amount}} is added to the mobile’s balance.',
    declined: 'The payment did not go through.',
    again: 'Start again',
    for: 'For {{what}}',
  },
  'mi-NZ': { recharge: { title: 'Whakakī waea' }, payBill: { title: 'Utua he nama' }, next: 'Haere tonu' },
});
