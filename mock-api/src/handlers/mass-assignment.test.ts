import { describe, expect, it } from 'vitest';
import { personaCustomerUuid } from '@portal/fixtures';
import { storeMock } from './provider-store/store.test-kit';

/*
 * Fields a caller may not set, sent on the writes of every family: the answer and the stored record keep the
 * server's values. Numbers out of range are refused.
 */
const m = storeMock();
const ANA = 'ana.postpay@example.co.nz';
const ana = personaCustomerUuid('ana');
const STRANGER = '00000000-0000-4000-8000-00000000dead';
const owned = {
  id: STRANGER,
  UUID: STRANGER,
  CustomerUUID: STRANGER,
  LoginUUID: STRANGER,
  AccountState: 'closed',
  EmailVerified: false,
  Roles: ['admin'],
  roles: ['admin'],
  Balance: 1_000_000,
  BalanceCents: 1_000_000,
  SpentCents: 0,
  OrderNumber: 'UFB-999999',
  CreatedAtNanos: 1,
  UpdatedAtNanos: 1,
};
const asAna = async (method: string, path: string, body?: unknown) =>
  m.raw(method, path, { body, token: await m.tokenOf(ANA) });

/** The fields of `after` that the server owns equal those of `before`. */
function expectKept(before: Record<string, unknown>, after: Record<string, unknown>) {
  // The server moves UpdatedAtNanos itself on a change; it must not take the caller's.
  expect(after.UpdatedAtNanos).not.toBe(owned.UpdatedAtNanos);
  for (const field of Object.keys(owned)) {
    if (field in before && field !== 'UpdatedAtNanos')
      expect({ [field]: after[field] }).toEqual({ [field]: before[field] });
  }
}

describe('mass assignment: the customer side', () => {
  it('profile PUT and PATCH ignore account state, verification, roles and ids', async () => {
    const before = (await asAna('GET', `/v2/68/customer/${ana}`)).body;
    for (const method of ['PUT', 'PATCH']) {
      const res = await asAna(method, `/customer/${ana}`, { SPID: 68, FirstName: 'Anahera', ...owned });
      expect(res.status).toBe(200);
      expectKept(before, res.body);
    }
    const after = (await asAna('GET', `/v2/68/customer/${ana}`)).body;
    expect(after.FirstName).toBe('Anahera');
    expectKept(before, after);
    const me = await m.raw('POST', '/v2/68/auth', {
      body: {
        IdentityProvider: 'LOCAL',
        AuthID: ANA,
        AuthCode: 'Fibre-demo-2026',
        SPID: 68,
        IncludeRoles: true,
      },
    });
    expect(me.body.roles).toEqual(['customer']);
  });

  it('payment methods, addresses, billing routes and preferences keep their owner and ids', async () => {
    const cards = (await asAna('GET', `/customer/${ana}/payment-methods`)).body;
    const card = cards.PaymentMethods[0];
    const moved = await asAna('PUT', `/customer/${ana}/payment-methods/${card.UUID}`, { Rank: 1, ...owned });
    expect(moved.status).toBeLessThan(300);
    expect((await asAna('PUT', `/customer/${ana}/payment-methods/${card.UUID}`, { Rank: -1 })).status).toBe(
      400,
    );

    const addresses = (await asAna('GET', `/v2/68/customer/${ana}/address`)).body;
    const address = addresses.Addresses[0];
    const renamed = await asAna('PUT', `/v2/68/customer/${ana}/address/${address.UUID}`, {
      Description: 'Home base',
      ...owned,
    });
    expect(renamed.status).toBe(200);
    expectKept(address, renamed.body);
    const rank = await asAna('PUT', `/v2/68/customer/${ana}/address/${address.UUID}`, { Rank: 1e12 });
    expect(rank.status).toBe(400);

    const routes = (await asAna('GET', `/customers/${ana}/billing-routes`)).body;
    const route = routes.Routes[0];
    expect(route).toBeDefined();
    const changed = await asAna('PUT', `/customers/${ana}/billing-routes/${route.UUID}`, {
      Name: 'Family',
      ...owned,
    });
    expect(changed.status).toBeLessThan(500);
    const over = await asAna('PUT', `/customers/${ana}/billing-routes/${route.UUID}`, { SpendLimit: -5 });
    expect(over.status).toBe(400);

    const prefs = await asAna('PUT', `/customer/${ana}/notification_preferences`, {
      OffersSms: 2,
      ...owned,
    });
    expect(prefs.status).toBe(200);
    expect(prefs.body).not.toHaveProperty('AccountState');
  });
});

describe('mass assignment: the provider-side store', () => {
  for (const resource of ['UFB_order', 'UFB', 'UFB_plan', 'lfc_product']) {
    it(`${resource}: an update keeps id, owner, SPID and server-computed fields`, async () => {
      const [first] = (await m.list(resource, { range: [0, 0] })).body;
      const path = `/${resource}/${first.id}`;
      const before = (await m.call('GET', path)).body;
      const res = await m.call('PUT', path, { body: { ...before, ...owned, SPID: 99 } });
      expect(res.status).toBeLessThan(500);
      const after = (await m.call('GET', path)).body;
      expect(after.SPID).toBe(68);
      expectKept(before, after);
    });
  }

  it('plans and LFC products refuse prices and speeds out of range', async () => {
    const [plan] = (await m.list('UFB_plan', { range: [0, 0] })).body;
    expect((await m.call('PUT', `/UFB_plan/${plan.id}`, { body: { Cents: -1 } })).status).toBe(400);
    expect((await m.call('PUT', `/UFB_plan/${plan.id}`, { body: { DownloadMbps: 1e15 } })).status).toBe(400);
    const [lfc] = (await m.list('lfc_product', { range: [0, 0] })).body;
    expect((await m.call('PUT', `/lfc_product/${lfc.id}`, { body: { WholesaleCents: 1e300 } })).status).toBe(
      400,
    );
  });

  it('a note takes only its text: author and ids are the server’s', async () => {
    const [order] = (await m.list('UFB_order', { range: [0, 0] })).body;
    const note = await m.call('POST', `/ufb_order/${order.id}/note`, {
      body: { Text: 'Called the customer', ...owned },
    });
    expect(note.status).toBeLessThan(300);
    expect(JSON.stringify(note.body)).not.toContain(STRANGER);
  });
});

describe('numbers out of range', () => {
  it('a booking time past the latest date answers 400, not an error of the server', async () => {
    const [order] = (await m.list('UFB_order', { range: [0, 0] })).body;
    const res = await m.call('POST', `/UFB_order/${order.id}/book`, {
      body: { StartNanos: 1e308, Mode: 'AM' },
    });
    expect(res.status).toBe(400);
    expect(res.body.err_message).toContain('StartNanos');
  });
});
