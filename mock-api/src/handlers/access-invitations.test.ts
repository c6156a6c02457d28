import { describe, expect, it } from 'vitest';
import { INVITATION_CODE, personaCustomerUuid, personaLoginUuid } from '@portal/fixtures';
import { ERRORS } from '@portal/shared';
import { accessMock } from './access.test-kit';

const m = accessMock();
const NEW = 'new.customer@example.co.nz';
const ana = personaCustomerUuid('ana');
const newLogin = personaLoginUuid('new');

describe('access invitations and auth_roles', () => {
  it('accepts an invitation, then the pushed role record gives the login the account', async () => {
    const token = await m.tokenOf(NEW);
    const accepted = await m.call('POST', '/customers/v1/invitation', {
      token,
      body: { code: ' whanau-2026 ' },
    });
    expect(accepted.body).toMatchObject({ CustomerUUID: ana, FirstName: 'Ana', LastName: 'Postpay' });
    expect((await m.call('GET', `/v2/68/customer/${ana}`, { token })).status).toBe(404);
    const pushed = await m.call('POST', `/customers/${newLogin}/auth_roles`, {
      token,
      body: [{ CustomerUUID: ana, Role: 'customer' }],
    });
    expect(pushed.status).toBe(200);
    expect((pushed.body.Roles as { CustomerUUID: string }[]).map((r) => r.CustomerUUID)).toEqual([
      personaCustomerUuid('new'),
      ana,
    ]);
    expect((await m.call('GET', `/v2/68/customer/${ana}`, { token })).status).toBe(200);
    const mine = await m.call('GET', '/v2/68/customer', { token });
    expect(mine.body.Customers).toHaveLength(2);
  });

  it('says "No Code" without a code, and refuses an unknown code or another email', async () => {
    const token = await m.tokenOf(NEW);
    const none = await m.call('POST', '/customers/v1/invitation', { token, body: {} });
    expect(none).toMatchObject({ status: 400, body: { err_message: 'No Code' } });
    const unknown = await m.call('POST', '/customers/v1/invitation', { token, body: { code: 'NOPE' } });
    expect(unknown.body.err_message).toBe(ERRORS.invalid_code);
    const tama = await m.tokenOf('tama.prepay@example.co.nz');
    const other = await m.call('POST', '/customers/v1/invitation', {
      token: tama,
      body: { code: INVITATION_CODE },
    });
    expect(other).toMatchObject({ status: 403, body: { err_message: ERRORS.invitation_other_email } });
  });

  it('refuses role records for an unreachable account, another role or another login, storing nothing', async () => {
    const token = await m.tokenOf(NEW);
    const before = m.ctx.db.authRoles.count();
    const push = (id: string, body: unknown) =>
      m.call('POST', `/customers/${id}/auth_roles`, { token, body });
    // Not accepted yet: ana's account is not reachable.
    expect(
      (await push(newLogin, [{ CustomerUUID: personaCustomerUuid('new') }, { CustomerUUID: ana }])).status,
    ).toBe(404);
    expect((await push(newLogin, [{ CustomerUUID: personaCustomerUuid('new'), Role: 'admin' }])).status).toBe(
      403,
    );
    expect(
      (await push(personaLoginUuid('tama'), [{ CustomerUUID: personaCustomerUuid('new') }])).status,
    ).toBe(404);
    expect(m.ctx.db.authRoles.count()).toBe(before);
    expect(m.ctx.db.logins.find(newLogin)?.CustomerUUIDs).toEqual([personaCustomerUuid('new')]);
  });
});
