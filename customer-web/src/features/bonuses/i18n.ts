import { registerTranslations } from '../../lib/i18n';

registerTranslations('bonusesTab', {
  en: {
    rewards: 'Rewards',
    gifts: 'Gifts',
    nav: 'Bonuses',
    yours: 'Your rewards',
    other: 'Other gifts',
    enough: 'You have enough points for this.',
    short: 'You need {{points}} more points for this.',
    notFound: "This bonus wasn't found.",
    back: 'Back to rewards',
  },
  'mi-NZ': { rewards: 'Ngā utu', gifts: 'Ngā koha' },
});
