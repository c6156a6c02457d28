import { fixtureUuid, mobileProductUuid, personaCustomerUuid } from '@portal/fixtures';
import { describe, expect, it } from 'vitest';
import { accessMock } from './access.test-kit';

/* The legacy v2 per-resource REST: search and paging, tags, customer_from_identity, the checks and expire. */

const m = accessMock();
const ANA = 'ana.postpay@example.co.nz';
const MULTI = 'multi.accounts@example.co.nz';
const ana = personaCustomerUuid('ana');
const home = personaCustomerUuid('multi');

describe('legacy REST', () => {
  it('searches the login’s accounts a page at a time, and answers 404 when none match', async () => {
    const token = await m.tokenOf(MULTI);
    const all = await m.call('GET', '/v2/68/customer_search?PageSize=2', { token });
    expect(all.body).toMatchObject({ PageInfo: { TotalItemCount: 3 } });
    expect(all.body.Customers).toHaveLength(2);
    const second = await m.call('GET', '/v2/68/customer_search?PageSize=2&PageNumber=2', { token });
    expect(second.body.Customers).toHaveLength(1);
    const none = await m.call('GET', '/v2/68/customer_search?q=nobody-at-all', { token });
    expect(none).toMatchObject({ status: 404, body: { err_message: 'Object not found' } });
  });

  it('tags an account once per name, lists the tags and removes one', async () => {
    const token = await m.tokenOf(ANA);
    const path = `/v2/68/customer_tag/${ana}`;
    const tag = await m.call('POST', path, { token, body: { Name: 'Fibre' } });
    expect(tag).toMatchObject({ status: 201, body: { Name: 'Fibre', CustomerUUID: ana } });
    expect((await m.call('POST', path, { token, body: { Name: 'fibre' } })).body.UUID).toBe(tag.body.UUID);
    await m.call('POST', path, { token, body: { Name: 'Mobile' } });
    const listed = await m.call('GET', `${path}?PageSize=1`, { token });
    expect(listed.body).toMatchObject({ CustomerTags: [{ Name: 'Fibre' }], PageInfo: { TotalItemCount: 2 } });
    expect((await m.call('DELETE', `${path}/${tag.body.UUID as string}`, { token })).body).toEqual({
      ok: true,
    });
    expect((await m.call('GET', path, { token })).body).toMatchObject({ PageInfo: { TotalItemCount: 1 } });
    // Another login sees none of them.
    const tama = await m.tokenOf('tama.prepay@example.co.nz');
    expect((await m.call('GET', path, { token: tama })).status).toBe(404);
  });

  it('finds the accounts of the caller’s own identity only', async () => {
    const token = await m.tokenOf(ANA);
    const own = await m.call('GET', `/v2/68/customer_from_identity?IdentityProvider=LOCAL&AuthID=${ANA}`, {
      token,
    });
    expect(own.body).toMatchObject({ Customers: [{ UUID: ana }] });
    const other = await m.call(
      'GET',
      `/v2/68/customer_from_identity?IdentityProvider=LOCAL&AuthID=tama.prepay@example.co.nz`,
      { token },
    );
    expect(other.status).toBe(404);
  });

  it('checks group membership and leadership', async () => {
    const token = await m.tokenOf(MULTI);
    const group = await m.call('GET', `/v2/68/customer_group_check/${home}`, { token });
    expect(group.body).toMatchObject({ InGroup: true, IsLeader: true });
    const sim = await m.call(
      'GET',
      `/v2/68/mobile_group_check/${home}?MobileUUID=${mobileProductUuid('multi:home')}`,
      { token },
    );
    expect(sim.body).toMatchObject({ InGroup: true, IsLeader: true });
    const anaToken = await m.tokenOf(ANA);
    expect((await m.call('GET', `/v2/68/customer_group_check/${ana}`, { token: anaToken })).body).toEqual({
      InGroup: false,
      IsLeader: false,
      GroupUUID: null,
    });
  });

  it('expires a pending invite now, after which it cannot be expired again', async () => {
    const token = await m.tokenOf(MULTI);
    const invite = fixtureUuid('approval:multi:unverified');
    const expired = await m.call('POST', `/v2/68/approvals/${home}/expire`, {
      token,
      body: { UUID: invite },
    });
    expect(expired.status).toBe(200);
    expect(expired.body.Status).not.toBe('pending');
    const again = await m.call('POST', `/v2/68/approvals/${home}/expire`, { token, body: { UUID: invite } });
    expect(again.status).toBe(404);
  });
});
