import { multiSimPlans, postpayPlans, prepayPlans } from '@portal/fixtures';
import { contracts } from '@portal/shared';
import { route } from '../http/route';
import type { HandlerGroup } from './types';

const c = contracts.mobileCatalogue;

/** The catalogue is reference data the portal only reads, so it is served from the fixtures as they are. */
export const mobileCatalogueHandlers: HandlerGroup = (ctx) => [
  route(ctx, c.postpayPlans, () => ({ PostpayMobilePlans: postpayPlans })),
  route(ctx, c.prepayPlans, () => ({ PrepayAddons: prepayPlans })),
  route(ctx, c.multiSimPlans, ({ body }) => ({
    MultiSimPlans: body.Kind ? multiSimPlans.filter((p) => p.Kind === body.Kind) : multiSimPlans,
  })),
];
