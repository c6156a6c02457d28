import type { CataloguePlan } from '../entities/mobile-catalogue';
import { addonKind } from './mobile-addons';

/** A catalogue plan carries an offer: a discount on its price, or credit given with it. */
export const hasOffer = (plan: Pick<CataloguePlan, 'discount' | 'offer_credit'>): boolean =>
  plan.discount > 0 || plan.offer_credit > 0;

/** The plans of a list that carry an offer, biggest saving first. */
export const plansWithOffers = (plans: readonly CataloguePlan[]): CataloguePlan[] =>
  plans.filter(hasOffer).sort((a, b) => b.discount + b.offer_credit - (a.discount + a.offer_credit));

/**
 * The international plans of the catalogue: addons whose allowances reach other countries (calling, or roaming
 * with data), cheapest first.
 */
export const internationalPlans = (plans: readonly CataloguePlan[]): CataloguePlan[] =>
  plans
    .filter((p) =>
      ['calling', 'roaming'].includes(
        addonKind({ isBasePlan: p.isBasePlan, Characteristics: p.Characteristics }),
      ),
    )
    .sort((a, b) => a.cost - b.cost);
