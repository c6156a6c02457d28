import { registerTranslations } from '../../lib/i18n';

registerTranslations('top-up', {
  en: {
    title: 'Top up',
    intro: 'Add credit to your prepay mobile by card, and keep it topped up automatically.',
    balance: 'Your balance',
    credit: 'Credit',
    expires: 'Credit expires {{date}}',
    expired: 'Your credit has expired',
    amount: 'Amount (NZD)',
    amountHint: 'At least $1.00, charged to your default card',
    pay: 'Top up',
    done: '{{amount}} is added to your balance.',
    auto: {
      title: 'Auto top-up',
      status: 'Auto top-up',
      on: 'On',
      off: 'Off',
      type: 'When',
      days: 'Every number of days',
      balance: 'When my balance is below the amount',
      amount: 'Amount (NZD, whole dollars)',
      everyDays: 'Number of days',
      save: 'Save auto top-up',
      saved: 'Auto top-up is saved.',
    },
    history: { title: 'Recent top-ups', none: 'No top-ups yet.' },
    source: { card: 'Card', auto: 'Auto top-up', voucher: 'Voucher', promo: 'Promo code', guest: 'Recharge' },
    status: { pending: 'waiting', completed: 'added', failed: 'failed' },
    vouchers: 'Redeem a voucher',
  },
  'mi-NZ': { title: 'Whakakī', balance: 'Tō pūtea', pay: 'Whakakī' },
});
