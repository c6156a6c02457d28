import type { InviteStatus, PlanKind, StoredApproval, StoredMobileGroup } from '../entities/groups';
import { HOUR_NANOS } from './timeline';

/** How a plan kind's group setting shows: hidden, or shown with its value and whether the customer may change it. */
export type SettingRule =
  { shown: false; value: boolean } | { shown: true; value: boolean; editable: boolean };

export interface PlanKindSettings {
  SelfManaged: SettingRule;
  Grouped: SettingRule;
  UseMasterBillingAccount: SettingRule;
  MinSimsAvailable: number;
  AdvancedOptions: boolean;
}

const shown = (value: boolean, editable: boolean): SettingRule => ({ shown: true, value, editable });
const hidden = (value: boolean): SettingRule => ({ shown: false, value });

/** The SIM group settings of each plan kind: defaults, which are shown, which the customer may change. */
export const PLAN_KIND_SETTINGS: Readonly<Record<PlanKind, PlanKindSettings>> = {
  family: {
    SelfManaged: shown(true, true),
    Grouped: shown(true, false),
    UseMasterBillingAccount: shown(true, false),
    MinSimsAvailable: 2,
    AdvancedOptions: true,
  },
  solo: {
    // Editable without a stated default: a solo SIM is its own login's, so it starts self-managed.
    SelfManaged: shown(true, true),
    Grouped: shown(false, true),
    UseMasterBillingAccount: shown(false, true),
    MinSimsAvailable: 1,
    AdvancedOptions: false,
  },
  companion: {
    SelfManaged: hidden(true),
    Grouped: shown(true, false),
    UseMasterBillingAccount: shown(false, false),
    MinSimsAvailable: 2,
    AdvancedOptions: false,
  },
  simple: {
    SelfManaged: hidden(true),
    Grouped: shown(false, false),
    UseMasterBillingAccount: shown(false, false),
    MinSimsAvailable: 1,
    AdvancedOptions: false,
  },
};

export type GroupSetting = 'SelfManaged' | 'Grouped' | 'UseMasterBillingAccount';
export const GROUP_SETTINGS: readonly GroupSetting[] = ['SelfManaged', 'Grouped', 'UseMasterBillingAccount'];

/** A mobile group's settings as first made: the plan kind's defaults. */
export function defaultGroupSettings(kind: PlanKind): Pick<StoredMobileGroup, GroupSetting> {
  const rules = PLAN_KIND_SETTINGS[kind];
  return {
    SelfManaged: rules.SelfManaged.value,
    Grouped: rules.Grouped.value,
    UseMasterBillingAccount: rules.UseMasterBillingAccount.value,
  };
}

/** Applies a change of settings; a setting the plan kind does not let the customer change keeps its value. */
export function changeGroupSettings(
  group: Pick<StoredMobileGroup, 'PlanKind' | GroupSetting>,
  change: Partial<Record<GroupSetting, boolean | undefined>>,
): { ok: true; next: Pick<StoredMobileGroup, GroupSetting> } | { ok: false; setting: GroupSetting } {
  const rules = PLAN_KIND_SETTINGS[group.PlanKind];
  const next = {
    SelfManaged: group.SelfManaged,
    Grouped: group.Grouped,
    UseMasterBillingAccount: group.UseMasterBillingAccount,
  };
  for (const setting of GROUP_SETTINGS) {
    const wanted = change[setting];
    if (wanted === undefined || wanted === next[setting]) continue;
    const rule = rules[setting];
    if (!rule.shown || !rule.editable) return { ok: false, setting };
    next[setting] = wanted;
  }
  return { ok: true, next };
}

/** A companion group holds at most this many people, the leader included. */
export const COMPANION_MAX_PEOPLE = 6;
/** From this many people a companion group pays the lower price. */
export const COMPANION_DISCOUNT_FROM = 3;
export const COMPANION_PRICE_CENTS = 4500;
export const COMPANION_DISCOUNT_PRICE_CENTS = 3500;

/** What each person of a companion group pays a month: $45 under 3 people, $35 from 3. */
export const companionPricePerPersonCents = (people: number) =>
  people >= COMPANION_DISCOUNT_FROM ? COMPANION_DISCOUNT_PRICE_CENTS : COMPANION_PRICE_CENTS;

/**
 * Whether a leader may send one more companion invite: the people in the group (the leader alone before anyone
 * accepted) and the invites still pending must stay within six.
 */
export const companionHasRoom = (people: number, pendingInvites: number) =>
  Math.max(people, 1) + pendingInvites < COMPANION_MAX_PEOPLE;

/** An invite lives one hour. */
export const INVITE_LIFETIME_NANOS = HOUR_NANOS;
export const inviteExpiresAt = (createdAtNanos: number) => createdAtNanos + INVITE_LIFETIME_NANOS;

/** Where an invite stands at a moment: a pending one past its expiry has expired. */
export function approvalStatus(
  approval: Pick<StoredApproval, 'Action' | 'ExpiresAtNanos'>,
  nowNanos: number,
): InviteStatus {
  switch (approval.Action) {
    case 'APPROVED':
      return 'accepted';
    case 'REJECTED':
      return 'declined';
    case 'CANCELLED':
      return 'cancelled';
    default:
      return nowNanos >= approval.ExpiresAtNanos ? 'expired' : 'pending';
  }
}

/**
 * What removing someone does to a group: with more than two members only that member goes; otherwise nobody would
 * be left to share with, and the whole group goes.
 */
export const removalOutcome = (members: number): 'member' | 'group' => (members > 2 ? 'member' : 'group');

/**
 * The flags the portal derives for one viewer of a group: the leader among the members (for a mobile group, the
 * member whose SIM made it), whether the viewer owns the group, and how many members it has.
 */
export function groupFlags<M extends { CustomerUUID: string }>(
  members: readonly M[],
  isLeader: (member: M) => boolean,
  viewerUUID: string,
) {
  const flagged = members.map((m) => ({ ...m, is_leader: isLeader(m) }));
  return {
    members: flagged,
    is_group_owner: flagged.some((m) => m.is_leader && m.CustomerUUID === viewerUUID),
    members_total_items_count: members.length,
  };
}
