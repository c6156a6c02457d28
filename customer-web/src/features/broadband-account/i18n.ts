import { registerTranslations } from '../../lib/i18n';

registerTranslations('broadbandAccount', {
  en: {
    ufb: {
      title: 'Fibre subscriptions',
      lead: 'Your fibre services, their plan and where they are up to.',
      none: 'You have no fibre service yet.',
    },
    fwa: {
      title: 'Fixed wireless subscriptions',
      lead: 'Your fixed wireless services and their plan.',
      none: 'You have no fixed wireless service yet. A fixed-wireless order shows in My orders until it is active.',
    },
    plan: 'Plan: {{plan}}',
    address: 'Address: {{address}}',
    state: 'Status: {{state}}',
    order: 'Order {{number}}',
    orders: 'See my orders',
  },
  'mi-NZ': { ufb: { title: 'Ngā ratonga muka' } },
});
