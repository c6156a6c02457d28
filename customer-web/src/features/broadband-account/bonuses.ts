/*
 * The rewards of the loyalty programme. The specification gives its sample data only (450 points; rewards costing
 * 50 to 550 points in five groups; "your rewards" and "other gifts"); there is no rewards API, so the screen shows
 * this data as it is.
 */
export const BONUS_POINTS = 450;
export type BonusGroup = 'internet' | 'mobile-services' | 'entertainment' | 'shopping' | 'gifts';

export interface Bonus {
  id: string;
  group: BonusGroup;
  category: 'your-rewards' | 'other-gifts';
  cost: number;
}

export const BONUSES: readonly Bonus[] = [
  { id: 'speedBoost', group: 'internet', category: 'your-rewards', cost: 50 },
  { id: 'extraData', group: 'mobile-services', category: 'your-rewards', cost: 150 },
  { id: 'movieNight', group: 'entertainment', category: 'your-rewards', cost: 300 },
  { id: 'voucher', group: 'shopping', category: 'other-gifts', cost: 450 },
  { id: 'giftBox', group: 'gifts', category: 'other-gifts', cost: 550 },
];
