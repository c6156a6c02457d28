import { http, HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod';
import { MockFaultSchema } from '@portal/shared';
import type { MockContext } from '../context';
import { latestClientEvents } from '../client-events';
import { outboxFor } from '../outbox';
import { LatencyProfileSchema } from '../sim/faults';
import { SCENARIOS, isScenarioName } from '../sim/scenarios';
import { committing } from '../persist/commit';
import { parse } from './parse-body';
import { generateStoreHandler } from './generate-store';
import { prepayCreditHandler } from './prepay-credit';
import { billingControlHandlers } from '../billing/control';
import { placeOrderControlHandler } from '../shop/control';
import { portingControlHandlers } from '../porting/control';
import { operatorBarringHandler } from '../sim-settings/control';

export const CONTROL_BASE = '/__mock';

const ScenarioChangeSchema = z.object({
  name: z.string().refine(isScenarioName, { error: 'Unknown scenario' }),
  on: z.boolean(),
  customerUUID: z.uuid().optional(),
});
const ClockChangeSchema = z.object({
  advanceMs: z
    .number()
    .int()
    .min(0)
    .max(366 * 86_400_000)
    .optional(),
  speed: z.number().min(0).max(10000).optional(),
});

export interface ControlHooks {
  /** Reseeds every table from the fixtures and resets the simulation. */
  reset(): Promise<void>;
  /** Extra parts of the state that other domains add (the outbox, for example). */
  extraState?(): Record<string, unknown>;
}

/**
 * The control API: read the simulation state, switch scenarios, set faults and latency, move the clock, reset,
 * and read the request log. It drives the dev toolbar and the tests, in every runtime.
 */
export function controlHandlers(ctx: MockContext, hooks: ControlHooks): HttpHandler[] {
  const state = () => ({
    ...ctx.sim.describe(),
    flagsProfile: ctx.config.flagsProfile,
    knownScenarios: SCENARIOS,
    outbox: outboxFor(ctx).slice(0, 20),
    clientEvents: latestClientEvents(ctx, 10),
    ...hooks.extraState?.(),
  });
  const base = `*${CONTROL_BASE}`;
  return [
    http.get(`${base}/state`, () => HttpResponse.json(state())),
    http.get(`${base}/clock`, () => {
      const { now, nowMs, clock } = ctx.sim.describe();
      return HttpResponse.json({ now, nowMs, clock });
    }),
    http.put(
      `${base}/scenarios`,
      committing(ctx, async ({ request }) => {
        const body = await parse(ScenarioChangeSchema, request);
        if (body instanceof Response) return body;
        ctx.sim.setScenario(body.name, body.on, body.customerUUID);
        ctx.changed();
        return HttpResponse.json(state());
      }),
    ),
    http.put(
      `${base}/clock`,
      committing(ctx, async ({ request }) => {
        const body = await parse(ClockChangeSchema, request);
        if (body instanceof Response) return body;
        if (body.speed !== undefined) ctx.sim.clock.setSpeed(body.speed);
        if (body.advanceMs) ctx.sim.clock.advance(body.advanceMs);
        ctx.changed();
        return HttpResponse.json(state());
      }),
    ),
    http.put(
      `${base}/seed`,
      committing(ctx, async ({ request }) => {
        const body = await parse(
          z.object({
            seed: z
              .number()
              .int()
              .min(0)
              .max(2 ** 31),
          }),
          request,
        );
        if (body instanceof Response) return body;
        ctx.sim.setSeed(body.seed);
        ctx.changed();
        return HttpResponse.json(state());
      }),
    ),
    http.put(
      `${base}/latency`,
      committing(ctx, async ({ request }) => {
        const body = await parse(z.object({ profile: LatencyProfileSchema }), request);
        if (body instanceof Response) return body;
        ctx.sim.setLatency(body.profile);
        ctx.changed();
        return HttpResponse.json(state());
      }),
    ),
    http.put(
      `${base}/faults`,
      committing(ctx, async ({ request }) => {
        const body = await parse(z.object({ faults: z.array(MockFaultSchema).max(50) }), request);
        if (body instanceof Response) return body;
        ctx.sim.setFaults(body.faults);
        ctx.changed();
        return HttpResponse.json(state());
      }),
    ),
    http.post(
      `${base}/reset`,
      committing(ctx, async () => {
        await hooks.reset();
        return HttpResponse.json(state());
      }),
    ),
    http.get(`${base}/requests`, () => HttpResponse.json({ requests: [...ctx.sim.requests].reverse() })),
    http.get(`${base}/client-events`, () => HttpResponse.json({ events: latestClientEvents(ctx) })),
    http.get(`${base}/outbox`, ({ request }) => {
      const to = new URL(request.url).searchParams.get('to') ?? undefined;
      return HttpResponse.json({ messages: outboxFor(ctx, to) });
    }),
    generateStoreHandler(ctx, base),
    prepayCreditHandler(ctx, base),
    ...billingControlHandlers(ctx, base),
    placeOrderControlHandler(ctx, base),
    ...portingControlHandlers(ctx, base),
    operatorBarringHandler(ctx, base),
  ];
}
