import { mobileProductUuid, personaCustomerUuid } from '@portal/fixtures';
import { describe, expect, it } from 'vitest';
import { accessMock } from '../handlers/access.test-kit';

const m = accessMock();
const ANA = 'ana.postpay@example.co.nz';
const TAMA = 'tama.prepay@example.co.nz';
const NEW = 'new.customer@example.co.nz';
const ana = personaCustomerUuid('ana');
const tama = personaCustomerUuid('tama');
const newcomer = personaCustomerUuid('new');

const approvals = (uuid: string) => `/v2/68/approvals/${uuid}`;
const companionInvite = (to: string) => ({
  RequestedTo: to,
  ApprovalType: 'GROUP_INVITE',
  ResourceDetails: 'COMPANION',
});

async function invite(from: string, token: string, to: string) {
  const res = await m.call('POST', approvals(from), { token, body: companionInvite(to) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.UUID as string;
}

const act = (uuid: string, token: string, UUID: string, Action: string) =>
  m.call('PUT', `${approvals(uuid)}/action`, { token, body: { UUID, Action } });

const groupOf = async (uuid: string, token: string) =>
  m.call('GET', `/v2/68/customer_group_info/${uuid}`, { token });

describe('companion groups', () => {
  it('forms on the first acceptance, prices per person, and dissolves when it falls to one', async () => {
    const anaToken = await m.tokenOf(ANA);
    const tamaToken = await m.tokenOf(TAMA);
    const newToken = await m.tokenOf(NEW);
    expect((await groupOf(ana, anaToken)).body.err_message).toBe('Object not found');

    const toTama = await invite(ana, anaToken, TAMA);
    expect(m.outbox(TAMA)[0]).toMatchObject({ Kind: 'group_invite', Link: '/profile/customer-groups' });
    const incoming = await m.call('GET', approvals(tama), { token: tamaToken });
    expect(incoming.body.Approvals).toEqual([expect.objectContaining({ UUID: toTama, Status: 'pending' })]);
    expect((await act(tama, tamaToken, toTama, 'APPROVED')).body.Status).toBe('accepted');

    const pair = (await groupOf(ana, anaToken)).body.CustomerGroupInfos as Record<string, unknown>[];
    expect(pair[0]).toMatchObject({
      is_group_owner: true,
      members_total_items_count: 2,
      PricePerPersonCents: 4500,
    });
    expect((await groupOf(tama, tamaToken)).body.CustomerGroupInfos).toEqual([
      expect.objectContaining({ is_group_owner: false }),
    ]);

    await act(newcomer, newToken, await invite(ana, anaToken, NEW), 'APPROVED');
    const three = (await groupOf(ana, anaToken)).body.CustomerGroupInfos as Record<string, unknown>[];
    expect(three[0]).toMatchObject({ members_total_items_count: 3, PricePerPersonCents: 3500 });
    const groupUUID = (three[0]?.CustomerGroup as { UUID: string }).UUID;

    // Only the leader removes others.
    const byMember = await m.call('PUT', `/v2/68/customer_group_remove_other/${tama}`, {
      token: tamaToken,
      body: { CustomerGroupUUID: groupUUID, OtherCustomerUUID: newcomer },
    });
    expect(byMember.status).toBe(403);
    const remove = (other: string) =>
      m.call('PUT', `/v2/68/customer_group_remove_other/${ana}`, {
        token: anaToken,
        body: { CustomerGroupUUID: groupUUID, OtherCustomerUUID: other },
      });
    expect((await remove(newcomer)).body).toEqual({ ok: true, Dissolved: false });
    expect((await remove(tama)).body).toEqual({ ok: true, Dissolved: true });
    expect((await groupOf(tama, tamaToken)).status).toBe(404);
  });

  it('lets a member leave a group of three, and a leader leaving closes the group', async () => {
    const anaToken = await m.tokenOf(ANA);
    const tamaToken = await m.tokenOf(TAMA);
    const newToken = await m.tokenOf(NEW);
    await act(tama, tamaToken, await invite(ana, anaToken, TAMA), 'APPROVED');
    await act(newcomer, newToken, await invite(ana, anaToken, NEW), 'APPROVED');
    const info = (await groupOf(ana, anaToken)).body.CustomerGroupInfos as {
      CustomerGroup: { UUID: string };
    }[];
    const body = { CustomerGroupUUID: info[0]?.CustomerGroup.UUID };
    const left = await m.call('PUT', `/v2/68/customer_group_leave/${newcomer}`, { token: newToken, body });
    expect(left.body).toEqual({ ok: true, Dissolved: false });
    expect((await groupOf(newcomer, newToken)).status).toBe(404);
    expect((await groupOf(tama, tamaToken)).body.CustomerGroupInfos).toEqual([
      expect.objectContaining({ members_total_items_count: 2, PricePerPersonCents: 4500 }),
    ]);
    const closed = await m.call('PUT', `/v2/68/customer_group_leave/${ana}`, { token: anaToken, body });
    expect(closed.body).toEqual({ ok: true, Dissolved: true });
    expect((await groupOf(tama, tamaToken)).status).toBe(404);
  });

  it('refuses a seventh person', async () => {
    const token = await m.tokenOf(ANA);
    const others = ['tama.prepay', 'new.customer', 'unverified', 'suspended', 'instore'];
    for (const who of others) await invite(ana, token, `${who}@example.co.nz`);
    const seventh = await m.call('POST', approvals(ana), {
      token,
      body: companionInvite('multi.accounts@example.co.nz'),
    });
    expect(seventh.status).toBe(409);
    expect(seventh.body.err_message).toBe('A companion group holds at most 6 people.');
  });

  it('lets an invite expire after an hour of virtual time: it can no longer be accepted', async () => {
    const anaToken = await m.tokenOf(ANA);
    const uuid = await invite(ana, anaToken, TAMA);
    m.ctx.sim.clock.advance(61 * 60_000);
    const tamaToken = await m.tokenOf(TAMA);
    const list = await m.call('GET', approvals(tama), { token: tamaToken });
    expect(list.body.Approvals).toEqual([expect.objectContaining({ UUID: uuid, Status: 'expired' })]);
    const late = await act(tama, tamaToken, uuid, 'APPROVED');
    expect(late.status).toBe(409);
    expect(late.body.err_message).toBe('This invite has expired. Ask for a new one.');
  });

  it('lets the sender cancel, and only the invitee answer', async () => {
    const anaToken = await m.tokenOf(ANA);
    const tamaToken = await m.tokenOf(TAMA);
    const uuid = await invite(ana, anaToken, TAMA);
    expect((await act(ana, anaToken, uuid, 'APPROVED')).status).toBe(403);
    expect((await act(tama, tamaToken, uuid, 'CANCELLED')).status).toBe(403);
    expect((await act(ana, anaToken, uuid, 'CANCELLED')).body.Status).toBe('cancelled');
    expect((await m.call('GET', approvals(tama), { token: tamaToken })).body.Approvals).toEqual([]);
    expect((await act(tama, tamaToken, uuid, 'APPROVED')).status).toBe(409);
  });

  it('answers the catalogue texts for missing ids', async () => {
    const token = await m.tokenOf(ANA);
    const noTo = await m.call('POST', approvals(ana), { token, body: { ApprovalType: 'GROUP_INVITE' } });
    expect(noTo.body.err_message).toMatch(/RequestedTo required$/);
    const noUuid = await m.call('PUT', `${approvals(ana)}/action`, { token, body: { Action: 'APPROVED' } });
    expect(noUuid.body.err_message).toMatch(/UUID required$/);
    const noParams = await m.call('PUT', `/v2/68/customer_group_leave/${ana}`, { token, body: {} });
    expect(noParams.body.err_message).toMatch(/No params$/);
    const noCustomer = await m.call('GET', '/v2/68/mobile_group_info', { token });
    expect(noCustomer.body.err_message).toMatch(/No CustomerUUID$/);
  });
});

describe('enterprise groups', () => {
  it('forms as an enterprise group led by the inviting account, with no per-person price', async () => {
    const anaToken = await m.tokenOf(ANA);
    const tamaToken = await m.tokenOf(TAMA);
    const sent = await m.call('POST', approvals(ana), {
      token: anaToken,
      body: { RequestedTo: TAMA, ApprovalType: 'GROUP_INVITE', ResourceDetails: 'ENTERPRISE' },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.ResourceDetails).toBe('ENTERPRISE');
    expect(m.outbox(TAMA).at(-1)?.Subject).toMatch(/invites you to their enterprise group$/);
    expect((await act(tama, tamaToken, sent.body.UUID as string, 'APPROVED')).body.Status).toBe('accepted');
    const [info] = (await groupOf(ana, anaToken)).body.CustomerGroupInfos as Record<string, unknown>[];
    expect(info).toMatchObject({
      CustomerGroup: { Kind: 'ENTERPRISE', CustomerUUID: ana },
      is_group_owner: true,
    });
    expect(info).not.toHaveProperty('PricePerPersonCents');
    const wrong = await m.call('POST', approvals(ana), {
      token: anaToken,
      body: { RequestedTo: NEW, ApprovalType: 'GROUP_INVITE', ResourceDetails: 'BUSINESS' },
    });
    expect(wrong.status).toBe(400);
  });
});

describe('mobile groups', () => {
  it('joins the invitee SIM to the sending SIM’s group; the leader pays for a billing invite and sets its spend limit', async () => {
    const anaToken = await m.tokenOf(ANA);
    const tamaToken = await m.tokenOf(TAMA);
    const sent = await m.call('POST', approvals(ana), {
      token: anaToken,
      body: {
        RequestedTo: TAMA,
        ApprovalType: 'MOBILEGROUP_BILLING_INVITE',
        RequestedByProductUUID: mobileProductUuid('ana'),
      },
    });
    expect(sent.status).toBe(201);
    const accepted = await m.call('PUT', `${approvals(tama)}/action`, {
      token: tamaToken,
      body: { UUID: sent.body.UUID, Action: 'APPROVED', ProductUUID: mobileProductUuid('tama') },
    });
    expect(accepted.body.Status).toBe('accepted');
    const info = await m.call('GET', `/v2/68/mobile_group_info?CustomerUUID=${ana}`, { token: anaToken });
    const [group] = info.body.MobileGroupInfos as {
      MobileGroup: { UUID: string; PlanKind: string };
      MobileGroupMembers: { is_leader: boolean; PaidByLeader: boolean }[];
    }[];
    expect(group?.MobileGroup.PlanKind).toBe('family');
    expect(group?.MobileGroupMembers.map((x) => [x.is_leader, x.PaidByLeader])).toEqual([
      [true, false],
      [false, true],
    ]);
    const limit = await m.call('PUT', `/v2/68/mobile_group_member/${ana}/spend_limit`, {
      token: anaToken,
      body: {
        MobileGroupUUID: group?.MobileGroup.UUID,
        OtherCustomerUUID: tama,
        OtherMobileProductUUID: mobileProductUuid('tama'),
        SpendLimitCents: 2500,
      },
    });
    expect(limit.status).toBe(200);
    const locked = await m.call('PUT', `/v2/68/mobile_group/${ana}/settings`, {
      token: anaToken,
      body: { MobileGroupUUID: group?.MobileGroup.UUID, Grouped: false },
    });
    expect(locked.status).toBe(409);
    const left = await m.call('PUT', `/v2/68/mobile_group_leave/${tama}`, {
      token: tamaToken,
      body: { MobileGroupUUID: group?.MobileGroup.UUID, MobileProductUUID: mobileProductUuid('tama') },
    });
    expect(left.body).toEqual({ ok: true, Dissolved: true });
  });
});
