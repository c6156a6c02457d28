import { describe, expect, it } from 'vitest';
import { STORE_FIXTURE_IDS, storeOrderUuid } from '@portal/fixtures';
import { CUSTOMER, storeMock } from './store.test-kit';

const m = storeMock();
const held = storeOrderUuid('rfs-held');
const bookable = STORE_FIXTURE_IDS.bookableOrder;
const completed = STORE_FIXTURE_IDS.order;

describe('bulk state changes', () => {
  it('changes each order its lifecycle allows, with the note, and refuses the others with the reason', async () => {
    const res = await m.call('POST', '/bulk/UFB_order/state', {
      body: { UUIDs: [held, bookable, completed], State: 'cancelled', Note: 'The customer withdrew' },
    });
    expect(res.status).toBe(200);
    const [a, b, c] = res.body.Results;
    expect(a).toMatchObject({ UUID: held, Changed: true, State: 'cancelled', Error: null });
    expect(b).toMatchObject({ UUID: bookable, Changed: true, State: 'cancelled' });
    expect(c).toMatchObject({ UUID: completed, Changed: false, Error: { err_code: 'illegal_transition' } });
    expect(c.Error.err_message).toMatch(/completed → cancelled/);
    expect((await m.call('GET', `/UFB_order/${held}`)).body.State).toBe('cancelled');
    expect((await m.call('GET', `/UFB_order/${completed}`)).body.State).toBe('completed');
    const history = (await m.call('GET', `/UFB_order/${held}/history`)).body.Entries;
    expect(history[0]).toMatchObject({
      Kind: 'state',
      State: 'cancelled',
      Text: 'The customer withdrew',
      Actor: { Kind: 'operator', Name: 'Olivia Operator' },
    });
  });

  it('says which orders do not exist or are deleted, and is an operator’s to make', async () => {
    const res = await m.call('POST', '/bulk/UFB_order/state', {
      body: {
        UUIDs: ['00000000-0000-4000-8000-000000000000', STORE_FIXTURE_IDS.deletedOrder],
        State: 'cancelled',
        Note: 'x',
      },
    });
    expect(res.body.Results.map((r: { Error: { err_code: string } }) => r.Error.err_code)).toEqual([
      'not_found',
      'record_deleted',
    ]);
    const customer = await m.call('POST', '/bulk/UFB_order/state', {
      body: { UUIDs: [held], State: 'cancelled', Note: 'x' },
      as: CUSTOMER,
    });
    expect(customer.status).toBe(403);
  });
});
