import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineContract, ERRORS, IDEMPOTENCY_HEADER } from '@portal/shared';
import { createMockApi, type MockApi } from '../runtime';
import { dispatch, type Outcome, type PipelineRequest } from './pipeline';
import { route } from './route';
import { RouteIndex } from './route-index';

const charge = defineContract({
  id: 'test.charge',
  method: 'post',
  path: '/test/charges',
  summary: 'A charge that takes a while.',
  access: 'guest',
  idempotent: true,
  body: z.object({ AmountCents: z.number().int().positive() }),
  response: z.object({ ChargeNumber: z.number(), AmountCents: z.number() }),
  status: 201,
});

function request(body: unknown, key?: string): PipelineRequest {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (key) headers.set(IDEMPOTENCY_HEADER, key);
  return {
    method: 'POST',
    url: 'http://api.test/api/test/charges',
    headers,
    apiPath: '/test/charges',
    search: '',
    text: async () => JSON.stringify(body),
  };
}

/** A mock API with one slow charging operation that counts how often it really ran. */
async function withCharges(snapshot?: ReturnType<MockApi['snapshot']>) {
  const api = await createMockApi({ snapshot });
  let runs = 0;
  let release: () => void = () => {};
  let gate: Promise<void> = Promise.resolve();
  route(api.ctx, charge, async ({ body }) => {
    runs += 1;
    const number = runs;
    await gate;
    return { ChargeNumber: number, AmountCents: body.AmountCents };
  });
  const send = (body: unknown, key?: string) =>
    dispatch(api.ctx, request(body, key)) as Promise<Extract<Outcome, { kind: 'answer' }>>;
  return {
    api,
    send,
    runs: () => runs,
    hold() {
      gate = new Promise((ok) => (release = ok));
    },
    release: () => release(),
  };
}

describe('idempotent operations', () => {
  it('run once per key: a replay gets the first answer, another body 422, a parallel one 409', async () => {
    const t = await withCharges();
    const first = await t.send({ AmountCents: 500 }, 'k-1');
    expect(first).toMatchObject({ status: 201, data: { ChargeNumber: 1, AmountCents: 500 } });
    expect(await t.send({ AmountCents: 500 }, 'k-1')).toMatchObject({ status: 201, data: first.data });
    expect(t.runs()).toBe(1);
    const other = await t.send({ AmountCents: 900 }, 'k-1');
    expect(other).toMatchObject({ status: 422, data: { err_message: ERRORS.idempotency_mismatch } });
    t.hold();
    const slow = t.send({ AmountCents: 700 }, 'k-2');
    await new Promise((ok) => setTimeout(ok, 10));
    const parallel = await t.send({ AmountCents: 700 }, 'k-2');
    expect(parallel).toMatchObject({ status: 409, data: { err_message: ERRORS.idempotency_in_flight } });
    t.release();
    expect((await slow).status).toBe(201);
    expect(t.runs()).toBe(2);
    // Without a key every call runs.
    await t.send({ AmountCents: 500 });
    expect(t.runs()).toBe(3);
  });

  it('forget the first answer after 24 hours of the virtual clock, and keep it across a restart', async () => {
    const t = await withCharges();
    const first = await t.send({ AmountCents: 500 }, 'k-1');
    const restarted = await withCharges(t.api.snapshot());
    expect(await restarted.send({ AmountCents: 500 }, 'k-1')).toMatchObject({ data: first.data });
    expect(restarted.runs()).toBe(0);
    restarted.api.ctx.sim.clock.advance(24 * 3600_000 + 1);
    await restarted.send({ AmountCents: 500 }, 'k-1');
    expect(restarted.runs()).toBe(1);
  });

  it('refuse a key no client would make', async () => {
    const t = await withCharges();
    const res = await t.send({ AmountCents: 500 }, 'x'.repeat(300));
    expect(res).toMatchObject({ status: 400, data: { err_message: ERRORS.idempotency_key_invalid } });
    expect(t.runs()).toBe(0);
  });
});

describe('the operation index', () => {
  it('prefers a literal segment, tells parameter names apart and decodes values', () => {
    const index = new RouteIndex<string>();
    index.add('get', '/customers/:uid/billing-routes/:routeId', 'route');
    index.add('get', '/customers/:uid/billing-routes/approval', 'approval');
    index.add('post', '/customers/:id/auth_roles', 'roles');
    index.add('post', '/customers/v1/invitation', 'invitation');
    expect(index.find('GET', '/customers/a/billing-routes/approval')).toEqual({
      entry: 'approval',
      params: { uid: 'a' },
    });
    expect(index.find('GET', '/customers/a/billing-routes/r%201')?.params).toEqual({
      uid: 'a',
      routeId: 'r 1',
    });
    expect(index.find('POST', '/customers/x/auth_roles')).toEqual({ entry: 'roles', params: { id: 'x' } });
    expect(index.find('POST', '/customers/v1/invitation')?.entry).toBe('invitation');
    expect(index.find('DELETE', '/customers/v1/invitation')).toBeUndefined();
    expect(() => index.find('POST', '/customers/%zz/auth_roles')).toThrow(ERRORS.bad_percent_escape);
  });
});
