import { fixtureUuid, mobileProductUuid, personaCustomerUuid } from '@portal/fixtures';
import {
  DAY_NANOS,
  defaultGroupSettings,
  inviteExpiresAt,
  NANOS_PER_MS,
  type StoredApproval,
  type StoredCustomerGroup,
  type StoredCustomerGroupMember,
  type StoredMobileGroup,
  type StoredMobileGroupMember,
} from '@portal/shared';

const home = personaCustomerUuid('multi', 0);
const work = personaCustomerUuid('multi', 1);

/**
 * multi.accounts' home account leads a family group and a family mobile group with its work account, made 30 days
 * before `nowMs`, and has just invited the unverified customer to its group. The personas of the journeys (ana and
 * tama) start in no group.
 */
export function groupsAt(nowMs: number) {
  const now = nowMs * NANOS_PER_MS;
  const made = now - 30 * DAY_NANOS;
  const customerGroup: StoredCustomerGroup = {
    UUID: fixtureUuid('customer-group:multi'),
    CustomerUUID: home,
    Kind: 'FAMILY',
    CreatedAtNanos: made,
  };
  const customerGroupMembers: StoredCustomerGroupMember[] = [home, work].map((CustomerUUID) => ({
    UUID: fixtureUuid(`customer-group-member:multi:${CustomerUUID}`),
    CustomerGroupUUID: customerGroup.UUID,
    CustomerUUID,
    JoinedAtNanos: made,
  }));
  const mobileGroup: StoredMobileGroup = {
    UUID: fixtureUuid('mobile-group:multi'),
    CustomerUUID: home,
    MobileProductUUID: mobileProductUuid('multi:home'),
    PlanKind: 'family',
    ...defaultGroupSettings('family'),
    CreatedAtNanos: made,
  };
  const mobileGroupMembers: StoredMobileGroupMember[] = [
    [home, 'multi:home'],
    [work, 'multi:work'],
  ].map(([CustomerUUID, product]) => ({
    UUID: fixtureUuid(`mobile-group-member:multi:${product}`),
    MobileGroupUUID: mobileGroup.UUID,
    CustomerUUID: CustomerUUID as string,
    MobileProductUUID: mobileProductUuid(product as string),
    PaidByLeader: true,
    JoinedAtNanos: made,
  }));
  const approvals: StoredApproval[] = [
    {
      UUID: fixtureUuid('approval:multi:unverified'),
      CustomerUUID: home,
      RequestedTo: 'unverified@example.co.nz',
      RequestedToCustomerUUID: personaCustomerUuid('unverified'),
      Description: 'Join our family group',
      ApprovalType: 'GROUP_INVITE',
      ResourceUUID: customerGroup.UUID,
      Action: 'REQUEST',
      CreatedAtNanos: now,
      ExpiresAtNanos: inviteExpiresAt(now),
    },
  ];
  return { customerGroup, customerGroupMembers, mobileGroup, mobileGroupMembers, approvals };
}
