import { registerTranslations } from './i18n';

/*
 * The rewards of the loyalty programme. The specification gives its sample data only (450 points; rewards costing
 * 50 to 550 points in five groups; "your rewards" and "other gifts"); there is no rewards API, so the screens show
 * this data as it is. The bonuses tab and the broadband area both show it.
 */
export const BONUS_POINTS = 450;
export type BonusGroup = 'internet' | 'mobile-services' | 'entertainment' | 'shopping' | 'gifts';

export interface Bonus {
  /** Its address: /profile/bonuses/{uuid}. */
  uuid: string;
  id: 'speedBoost' | 'extraData' | 'movieNight' | 'voucher' | 'giftBox';
  group: BonusGroup;
  category: 'your-rewards' | 'other-gifts';
  cost: number;
}

export const BONUSES: readonly Bonus[] = [
  {
    uuid: '5b0f6a9e-3c41-4d2a-9e51-0a7c1b2d3e01',
    id: 'speedBoost',
    group: 'internet',
    category: 'your-rewards',
    cost: 50,
  },
  {
    uuid: '5b0f6a9e-3c41-4d2a-9e51-0a7c1b2d3e02',
    id: 'extraData',
    group: 'mobile-services',
    category: 'your-rewards',
    cost: 150,
  },
  {
    uuid: '5b0f6a9e-3c41-4d2a-9e51-0a7c1b2d3e03',
    id: 'movieNight',
    group: 'entertainment',
    category: 'your-rewards',
    cost: 300,
  },
  {
    uuid: '5b0f6a9e-3c41-4d2a-9e51-0a7c1b2d3e04',
    id: 'voucher',
    group: 'shopping',
    category: 'other-gifts',
    cost: 450,
  },
  {
    uuid: '5b0f6a9e-3c41-4d2a-9e51-0a7c1b2d3e05',
    id: 'giftBox',
    group: 'gifts',
    category: 'other-gifts',
    cost: 550,
  },
];

/** The bonuses of one category: "your rewards" or "other gifts". */
export const bonusesOf = (category: Bonus['category']): Bonus[] =>
  BONUSES.filter((b) => b.category === category);

export const bonusByUuid = (uuid: string | undefined): Bonus | undefined =>
  BONUSES.find((b) => b.uuid === uuid);

/** Whether the account's points pay for a bonus. */
export const affordable = (bonus: Bonus, points = BONUS_POINTS): boolean => bonus.cost <= points;

registerTranslations('bonuses', {
  en: {
    points: 'You have {{points}} points',
    cost: '{{points}} points · {{group}}',
    groups: {
      internet: 'Internet',
      'mobile-services': 'Mobile services',
      entertainment: 'Entertainment',
      shopping: 'Shopping',
      gifts: 'Gifts',
    },
    items: {
      speedBoost: 'A month of faster broadband',
      extraData: '10 GB of extra mobile data',
      movieNight: 'A movie night for two',
      voucher: 'A $45 shopping voucher',
      giftBox: 'A gift box of local treats',
    },
  },
  'mi-NZ': {},
});
