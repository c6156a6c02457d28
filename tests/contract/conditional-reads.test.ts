import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNodeMock } from '@portal/mock-api/node';
import { contracts } from '@portal/shared';
import { call, signIn } from './harness';
import { exampleFor } from './known-ids';

const base = 'http://api.test';
const runtime = { name: 'msw/node', base, reset: async () => undefined };
let mock: Awaited<ReturnType<typeof startNodeMock>>;
let token: string;
beforeAll(async () => {
  mock = await startNodeMock();
  token = (await signIn(base, 'operator')).token;
});
afterAll(() => mock.close());

const list = contracts.store.orderList;
/** The orders list as the console first shows it: newest first. */
const listCall = () => ({
  ...exampleFor(list)!,
  query: { sort: '["CreatedAtNanos","DESC"]', range: '[0,24]', filter: '{}' },
});
const tagged = async () => {
  const first = await call(runtime, list, listCall(), token);
  return { first, tag: first.headers.get('etag')! };
};

/** A screen that polls with the last answer's tag learns of a change at once, and of no change cheaply. */
describe('conditional reads of the fibre orders', () => {
  it('answers 200 with a new tag once an order was created elsewhere', async () => {
    const { first, tag } = await tagged();
    const create = await call(
      runtime,
      contracts.store.orderCreate,
      exampleFor(contracts.store.orderCreate)!,
      token,
    );
    expect(create.status, JSON.stringify(create.body)).toBe(201);
    const after = await call(runtime, list, listCall(), token, undefined, { 'if-none-match': tag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(tag);
    expect(after.headers.get('content-range')).not.toBe(first.headers.get('content-range'));
    const newId = (create.body as { UUID: string }).UUID;
    expect((after.body as { UUID: string }[]).map((o) => o.UUID)).toContain(newId);
  });

  it('answers 200 with a new tag for an order the simulation moved on by its clock', async () => {
    const order = await call(
      runtime,
      contracts.store.orderCreate,
      exampleFor(contracts.store.orderCreate)!,
      token,
    );
    const one = { params: { spid: '68', uuid: (order.body as { UUID: string }).UUID } };
    const before = await call(runtime, contracts.store.orderGet, one, token);
    const tag = before.headers.get('etag')!;
    expect(
      (await call(runtime, contracts.store.orderGet, one, token, undefined, { 'if-none-match': tag })).status,
    ).toBe(304);
    mock.api.ctx.sim.clock.advance(7 * 24 * 3600 * 1000);
    // A week on, the operator's session has ended too.
    token = (await signIn(base, 'operator')).token;
    const moved = await call(runtime, contracts.store.orderGet, one, token, undefined, {
      'if-none-match': tag,
    });
    expect(moved.status).toBe(200);
    expect((moved.body as { State: string }).State).not.toBe((before.body as { State: string }).State);
  });
});
