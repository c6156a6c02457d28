import { fixtureUuid, mobileProductUuid, personaCustomerUuid, shopAddressIdx } from '@portal/fixtures';
import { describe, expect, it } from 'vitest';
import { accessMock } from '../handlers/access.test-kit';

/* The legacy resources with create, read, update, delete, search and paging: groups, members, availability checks. */

const m = accessMock();
const ANA = 'ana.postpay@example.co.nz';
const MULTI = 'multi.accounts@example.co.nz';
const TAMA = 'tama.prepay@example.co.nz';
const ana = personaCustomerUuid('ana');
const tama = personaCustomerUuid('tama');
const [home, work, bach] = [0, 1, 2].map((i) => personaCustomerUuid('multi', i)) as [string, string, string];
const CUSTOMER_GROUP = fixtureUuid('customer-group:multi');
const MOBILE_GROUP = fixtureUuid('mobile-group:multi');

describe('legacy customer groups and members', () => {
  it('lists, searches and pages the members, with 404 "Object not found" for a search that matches none', async () => {
    const token = await m.tokenOf(MULTI);
    const path = `/v2/68/customer_group_member/${home}`;
    const first = await m.call('GET', `${path}?PageSize=1`, { token });
    expect(first.body).toMatchObject({ PageInfo: { TotalItemCount: 2 } });
    expect(first.body.CustomerGroupMembers).toHaveLength(1);
    const second = await m.call('GET', `${path}?PageSize=1&PageNumber=2`, { token });
    expect(second.body.CustomerGroupMembers).not.toEqual(first.body.CustomerGroupMembers);
    const found = await m.call('GET', `${path}?q=work`, { token });
    expect(found.body.CustomerGroupMembers).toEqual([expect.objectContaining({ CustomerUUID: work })]);
    const none = await m.call('GET', `${path}?q=nobody`, { token });
    expect(none).toMatchObject({ status: 404, body: { err_message: 'Object not found' } });
  });

  it('starts a group, changes its kind, and ends it; a second group for the same account is refused', async () => {
    const token = await m.tokenOf(ANA);
    const path = `/v2/68/customer_group/${ana}`;
    expect((await m.call('GET', path, { token })).body).toMatchObject({
      CustomerGroups: [],
      PageInfo: { TotalItemCount: 0 },
    });
    const made = await m.call('POST', path, { token, body: { Kind: 'FAMILY' } });
    expect(made).toMatchObject({ status: 201, body: { Kind: 'FAMILY', CustomerUUID: ana } });
    const uuid = made.body.UUID as string;
    expect((await m.call('POST', path, { token, body: { Kind: 'COMPANION' } })).status).toBe(409);
    const changed = await m.call('PUT', `${path}/${uuid}`, { token, body: { Kind: 'COMPANION' } });
    expect(changed.body).toMatchObject({ UUID: uuid, Kind: 'COMPANION' });
    expect((await m.call('GET', `${path}/${uuid}`, { token })).body.Kind).toBe('COMPANION');
    const info = await m.call('GET', `/v2/68/customer_group_info/${ana}`, { token });
    expect(info.body.CustomerGroupInfos).toEqual([expect.objectContaining({ is_group_owner: true })]);
    expect((await m.call('DELETE', `${path}/${uuid}`, { token })).body).toEqual({ ok: true });
    expect((await m.call('GET', `${path}/${uuid}`, { token })).status).toBe(404);
  });

  it('lets only the leader change the group, and adds only accounts of the same sign-in', async () => {
    const token = await m.tokenOf(MULTI);
    // The work account is a member, not the leader.
    const asMember = await m.call('PUT', `/v2/68/customer_group/${work}/${CUSTOMER_GROUP}`, {
      token,
      body: { Kind: 'COMPANION' },
    });
    expect(asMember).toMatchObject({ status: 403, body: { err_code: 'group_leader_only' } });
    const path = `/v2/68/customer_group_member/${home}`;
    const someoneElse = await m.call('POST', path, {
      token,
      body: { CustomerGroupUUID: CUSTOMER_GROUP, CustomerUUID: tama },
    });
    expect(someoneElse.status).toBe(404);
    const again = await m.call('POST', path, {
      token,
      body: { CustomerGroupUUID: CUSTOMER_GROUP, CustomerUUID: work },
    });
    expect(again).toMatchObject({ status: 409, body: { err_code: 'already_in_group' } });
    const added = await m.call('POST', path, {
      token,
      body: { CustomerGroupUUID: CUSTOMER_GROUP, CustomerUUID: bach, SpendLimitCents: 5000 },
    });
    expect(added).toMatchObject({ status: 201, body: { CustomerUUID: bach, SpendLimitCents: 5000 } });
    const limited = await m.call('PUT', `${path}/${added.body.UUID as string}`, {
      token,
      body: { SpendLimitCents: 100 },
    });
    expect(limited.body.SpendLimitCents).toBe(100);
    // With three members, removing one keeps the group.
    expect((await m.call('DELETE', `${path}/${added.body.UUID as string}`, { token })).status).toBe(200);
    expect((await m.call('GET', `/v2/68/customer_group/${home}/${CUSTOMER_GROUP}`, { token })).status).toBe(
      200,
    );
  });

  it('hides another customer’s group and members as unknown', async () => {
    const token = await m.tokenOf(TAMA);
    expect((await m.call('GET', `/v2/68/customer_group/${home}/${CUSTOMER_GROUP}`, { token })).status).toBe(
      404,
    );
    expect((await m.call('GET', `/v2/68/customer_group/${tama}/${CUSTOMER_GROUP}`, { token })).status).toBe(
      404,
    );
    expect(
      (await m.call('DELETE', `/v2/68/customer_group/${tama}/${CUSTOMER_GROUP}`, { token })).status,
    ).toBe(404);
  });
});

describe('legacy mobile groups and members', () => {
  it('starts a group for a SIM in none, adds a SIM of the same sign-in, and the leader ends it', async () => {
    const token = await m.tokenOf(MULTI);
    const bachSim = mobileProductUuid('multi:bach');
    const taken = await m.call('POST', `/v2/68/mobile_group/${work}`, {
      token,
      body: { MobileProductUUID: mobileProductUuid('multi:work'), PlanKind: 'solo' },
    });
    expect(taken).toMatchObject({ status: 409, body: { err_code: 'already_in_group' } });
    const anaSim = await m.call('POST', `/v2/68/mobile_group_member/${home}`, {
      token,
      body: { MobileGroupUUID: MOBILE_GROUP, MobileProductUUID: mobileProductUuid('ana') },
    });
    expect(anaSim.status).toBe(404);
    const joined = await m.call('POST', `/v2/68/mobile_group_member/${home}`, {
      token,
      body: { MobileGroupUUID: MOBILE_GROUP, MobileProductUUID: bachSim, PaidByLeader: true },
    });
    expect(joined).toMatchObject({
      status: 201,
      body: { CustomerUUID: bach, MobileProductUUID: bachSim, PaidByLeader: true },
    });
    const members = await m.call('GET', `/v2/68/mobile_group_member/${home}`, { token });
    expect(members.body).toMatchObject({ PageInfo: { TotalItemCount: 3 } });
    const byMember = await m.call('DELETE', `/v2/68/mobile_group/${work}/${MOBILE_GROUP}`, { token });
    expect(byMember).toMatchObject({ status: 403, body: { err_code: 'group_leader_only' } });
    expect((await m.call('DELETE', `/v2/68/mobile_group/${home}/${MOBILE_GROUP}`, { token })).status).toBe(
      200,
    );
    const after = await m.call('GET', `/v2/68/mobile_group_member/${home}`, { token });
    expect(after.body).toMatchObject({ MobileGroupMembers: [], PageInfo: { TotalItemCount: 0 } });
  });

  it('keeps a setting the plan kind does not let the customer change', async () => {
    const token = await m.tokenOf(MULTI);
    const group = await m.call('GET', `/v2/68/mobile_group/${home}/${MOBILE_GROUP}`, { token });
    const { SelfManaged, Grouped, UseMasterBillingAccount } = group.body as Record<string, boolean>;
    const locked = await m.call('PUT', `/v2/68/mobile_group/${home}/${MOBILE_GROUP}`, {
      token,
      body: { SelfManaged, Grouped: !Grouped, UseMasterBillingAccount },
    });
    expect(locked).toMatchObject({ status: 409, body: { err_code: 'group_setting_locked' } });
  });
});

describe('legacy service availability', () => {
  it('keeps checks with the status GET /fwa/service_availability gives, moves one and forgets it', async () => {
    const token = await m.tokenOf(ANA);
    const path = `/v2/68/service_availability/${ana}`;
    const kept = await m.call('GET', path, { token });
    expect(kept.body).toMatchObject({ PageInfo: { TotalItemCount: 1 } });
    const idx = shopAddressIdx('fwa-scope');
    const made = await m.call('POST', path, {
      token,
      body: { LocationProvider: 'LINZ', LocationProviderIDX: idx },
    });
    const direct = await m.call(
      'GET',
      `/fwa/service_availability?SPID=68&LocationProvider=LINZ&LocationProviderIDX=${idx}`,
    );
    expect(made).toMatchObject({
      status: 201,
      body: { ...direct.body, CustomerUUID: ana, LocationProviderIDX: idx },
    });
    const uuid = made.body.UUID as string;
    const moved = await m.call('PUT', `${path}/${uuid}`, {
      token,
      body: { LocationProvider: 'LINZ', LocationProviderIDX: shopAddressIdx('none') },
    });
    expect(moved.body.Status).toBe('service_unavailable');
    expect(moved.body).not.toHaveProperty('PrequalUUID');
    expect((await m.call('GET', `${path}?q=scope`, { token })).status).toBe(404);
    const unavailable = await m.call('GET', `${path}?q=unavailable`, { token });
    expect(unavailable.body.ServiceAvailabilities).toEqual([expect.objectContaining({ UUID: uuid })]);
    expect((await m.call('DELETE', `${path}/${uuid}`, { token })).status).toBe(200);
    expect((await m.call('GET', `${path}/${uuid}`, { token })).status).toBe(404);
    // Another customer's token sees none of ana's checks, under its own account or hers.
    const other = await m.tokenOf(TAMA);
    const seeded = fixtureUuid('service-availability:ana');
    expect(
      (await m.call('GET', `/v2/68/service_availability/${tama}/${seeded}`, { token: other })).status,
    ).toBe(404);
    expect((await m.call('GET', `${path}/${seeded}`, { token: other })).status).toBe(404);
  });
});
