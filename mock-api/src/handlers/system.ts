import { contracts, FLAG_PROFILES, REMOTE_CONFIG_MIN_FETCH_INTERVAL_MS } from '@portal/shared';
import { keepClientEvent } from '../client-events';
import { route } from '../http/route';
import type { HandlerGroup } from './types';

const c = contracts.system;

export const systemHandlers: HandlerGroup = (ctx) => [
  route(ctx, c.health, () => ({ status: 'ok' as const, time: new Date(ctx.sim.clock.now()).toISOString() })),
  route(ctx, c.remoteConfig, () => ({
    Profile: ctx.config.flagsProfile,
    Flags: FLAG_PROFILES[ctx.config.flagsProfile],
    MinimumFetchIntervalMs: REMOTE_CONFIG_MIN_FETCH_INTERVAL_MS,
  })),
  route(ctx, c.reportClientEvent, async ({ body }) => {
    await keepClientEvent(ctx, body);
    return { Accepted: true as const };
  }),
];
