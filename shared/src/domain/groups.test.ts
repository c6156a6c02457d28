import { describe, expect, it } from 'vitest';
import {
  approvalStatus,
  changeGroupSettings,
  companionHasRoom,
  companionPricePerPersonCents,
  defaultGroupSettings,
  groupFlags,
  inviteExpiresAt,
  PLAN_KIND_SETTINGS,
  removalOutcome,
} from './groups';
import { HOUR_NANOS } from './timeline';

describe('plan-kind settings', () => {
  it('holds the table of settings per plan kind', () => {
    expect(PLAN_KIND_SETTINGS.family).toMatchObject({
      SelfManaged: { shown: true, value: true, editable: true },
      Grouped: { shown: true, value: true, editable: false },
      UseMasterBillingAccount: { shown: true, value: true, editable: false },
      MinSimsAvailable: 2,
      AdvancedOptions: true,
    });
    expect(PLAN_KIND_SETTINGS.solo).toMatchObject({
      SelfManaged: { shown: true, editable: true },
      Grouped: { shown: true, value: false, editable: true },
      UseMasterBillingAccount: { shown: true, value: false, editable: true },
      MinSimsAvailable: 1,
      AdvancedOptions: false,
    });
    expect(PLAN_KIND_SETTINGS.companion).toMatchObject({
      SelfManaged: { shown: false },
      Grouped: { shown: true, value: true, editable: false },
      UseMasterBillingAccount: { shown: true, value: false, editable: false },
      MinSimsAvailable: 2,
      AdvancedOptions: false,
    });
    expect(PLAN_KIND_SETTINGS.simple).toMatchObject({
      SelfManaged: { shown: false },
      Grouped: { shown: true, value: false, editable: false },
      UseMasterBillingAccount: { shown: true, value: false, editable: false },
      MinSimsAvailable: 1,
      AdvancedOptions: false,
    });
  });

  it('lets the customer change only the editable settings', () => {
    const family = { PlanKind: 'family' as const, ...defaultGroupSettings('family') };
    expect(changeGroupSettings(family, { SelfManaged: false })).toEqual({
      ok: true,
      next: { SelfManaged: false, Grouped: true, UseMasterBillingAccount: true },
    });
    expect(changeGroupSettings(family, { Grouped: false })).toEqual({ ok: false, setting: 'Grouped' });
    // Sending the value it already has is no change, and allowed.
    expect(changeGroupSettings(family, { Grouped: true }).ok).toBe(true);
    const simple = { PlanKind: 'simple' as const, ...defaultGroupSettings('simple') };
    expect(changeGroupSettings(simple, { SelfManaged: false })).toEqual({
      ok: false,
      setting: 'SelfManaged',
    });
  });
});

describe('companion groups', () => {
  it('costs $45 a person under 3 people and $35 from 3', () => {
    expect(companionPricePerPersonCents(1)).toBe(4500);
    expect(companionPricePerPersonCents(2)).toBe(4500);
    expect(companionPricePerPersonCents(3)).toBe(3500);
    expect(companionPricePerPersonCents(6)).toBe(3500);
  });

  it('holds at most 6 people, counting pending invites: a 7th invite is refused', () => {
    expect(companionHasRoom(0, 0)).toBe(true);
    expect(companionHasRoom(0, 4)).toBe(true);
    expect(companionHasRoom(0, 5)).toBe(false);
    expect(companionHasRoom(5, 0)).toBe(true);
    expect(companionHasRoom(6, 0)).toBe(false);
    expect(companionHasRoom(3, 3)).toBe(false);
  });
});

describe('invites', () => {
  it('expire one hour after they are sent, derived from the clock when read', () => {
    const sent = 1_000 * HOUR_NANOS;
    const invite = { Action: 'REQUEST' as const, ExpiresAtNanos: inviteExpiresAt(sent) };
    expect(approvalStatus(invite, sent)).toBe('pending');
    expect(approvalStatus(invite, sent + HOUR_NANOS - 1)).toBe('pending');
    expect(approvalStatus(invite, sent + HOUR_NANOS)).toBe('expired');
  });

  it('show an answered invite as answered, whenever it is read', () => {
    const late = { ExpiresAtNanos: 0 };
    expect(approvalStatus({ ...late, Action: 'APPROVED' }, 5)).toBe('accepted');
    expect(approvalStatus({ ...late, Action: 'REJECTED' }, 5)).toBe('declined');
    expect(approvalStatus({ ...late, Action: 'CANCELLED' }, 5)).toBe('cancelled');
  });
});

describe('group membership', () => {
  it('removes only the member from a group of more than 2, and the whole group otherwise', () => {
    expect(removalOutcome(3)).toBe('member');
    expect(removalOutcome(2)).toBe('group');
    expect(removalOutcome(1)).toBe('group');
  });

  it('derives the leader, the owner and the member count for a viewer', () => {
    const members = [{ CustomerUUID: 'a' }, { CustomerUUID: 'b' }];
    const leaderView = groupFlags(members, (m) => m.CustomerUUID === 'a', 'a');
    expect(leaderView).toEqual({
      members: [
        { CustomerUUID: 'a', is_leader: true },
        { CustomerUUID: 'b', is_leader: false },
      ],
      is_group_owner: true,
      members_total_items_count: 2,
    });
    expect(groupFlags(members, (m) => m.CustomerUUID === 'a', 'b').is_group_owner).toBe(false);
  });
});
