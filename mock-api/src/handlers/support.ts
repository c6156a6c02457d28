import { contracts } from '@portal/shared';
import { route } from '../http/route';
import type { HandlerGroup } from './types';

const c = contracts.support;

export const supportHandlers: HandlerGroup = (ctx) => [
  route(ctx, c.login, ({ params, query, scenario }) => {
    // The chat service answering without a token is the client's "No Zendesk Chat Token".
    if (scenario('support.no-chat-token', params.uuid)) return {};
    const secret = Math.floor(ctx.sim.random() * 2 ** 48).toString(36);
    return { Token: `chat.${query.platform}.${params.uuid.slice(0, 8)}.${secret}` };
  }),
];
