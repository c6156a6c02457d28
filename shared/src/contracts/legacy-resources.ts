import {
  CustomerGroupCreateSchema,
  CustomerGroupMemberCreateSchema,
  CustomerGroupMemberRecordSchema,
  CustomerGroupRecordSchema,
  CustomerGroupUpdateSchema,
  GroupMemberUpdateSchema,
  MobileGroupCreateSchema,
  MobileGroupMemberCreateSchema,
  MobileGroupMemberRecordSchema,
  MobileGroupRecordSchema,
  MobileGroupUpdateSchema,
  ServiceAvailabilityRecordSchema,
  ServiceAvailabilityRequestSchema,
} from '../entities/legacy-resources';
import { legacyResourceContracts } from './legacy-resource';

/*
 * The legacy v2 resources the specification lists with create, read, update, delete, search and paging, under
 * the acting account. Groups are built by invites in the portal; here an account can also start a group, and add
 * the accounts and SIMs of its own sign-in, never someone else's.
 */
export const legacyResourceCalls = {
  ...legacyResourceContracts({
    name: 'customerGroup',
    segment: 'customer_group',
    envelope: 'CustomerGroups',
    record: CustomerGroupRecordSchema,
    create: CustomerGroupCreateSchema,
    update: CustomerGroupUpdateSchema,
    what: 'customer groups the account is in',
    searchedBy: 'the kind',
    summary: {
      create:
        'Starts a customer group of a kind, led by the account; an account is in one customer group at most.',
      update: 'The leader changes the group’s kind.',
      delete: 'The leader ends the group: every member leaves it.',
    },
    errors: {
      create: ['already_in_group'],
      update: ['group_leader_only', 'group_full'],
      delete: ['group_leader_only'],
    },
  }),
  ...legacyResourceContracts({
    name: 'customerGroupMember',
    segment: 'customer_group_member',
    envelope: 'CustomerGroupMembers',
    record: CustomerGroupMemberRecordSchema,
    create: CustomerGroupMemberCreateSchema,
    update: GroupMemberUpdateSchema,
    what: 'members of the customer group the account is in',
    searchedBy: 'the member’s name',
    summary: {
      create:
        'The leader adds another account of the same sign-in to the group (anyone else joins by an invite), with ' +
        'a spend limit if given.',
      update: 'The leader sets a member’s spend limit in cents.',
      delete:
        'A member leaves, or the leader removes one; the group ends when its leader goes or two members were left.',
    },
    errors: {
      create: ['group_leader_only', 'already_in_group', 'group_full'],
      update: ['group_leader_only'],
      delete: ['group_leader_only'],
    },
  }),
  ...legacyResourceContracts({
    name: 'mobileGroup',
    segment: 'mobile_group',
    envelope: 'MobileGroups',
    record: MobileGroupRecordSchema,
    create: MobileGroupCreateSchema,
    update: MobileGroupUpdateSchema,
    what: 'mobile groups a SIM of the account is in',
    searchedBy: 'the plan kind',
    summary: {
      create:
        'Starts a mobile group of a plan kind, led by a SIM of the account that is in no group, with the plan ' +
        'kind’s settings.',
      update: 'The leader changes the settings, those the plan kind lets the customer change.',
      delete: 'The leader ends the group: every SIM leaves it.',
    },
    errors: {
      create: ['already_in_group'],
      update: ['group_leader_only', 'group_setting_locked'],
      delete: ['group_leader_only'],
    },
  }),
  ...legacyResourceContracts({
    name: 'mobileGroupMember',
    segment: 'mobile_group_member',
    envelope: 'MobileGroupMembers',
    record: MobileGroupMemberRecordSchema,
    create: MobileGroupMemberCreateSchema,
    update: GroupMemberUpdateSchema,
    what: 'members of the mobile groups a SIM of the account is in',
    searchedBy: 'the member’s name',
    summary: {
      create:
        'The leader adds a SIM of an account of the same sign-in that is in no group (anyone else’s joins by an ' +
        'invite), paid by the leader if asked.',
      update: 'The leader sets a member SIM’s spend limit in cents.',
      delete:
        'A SIM of the account leaves, or the leader removes one; the group ends when its leader goes or two were left.',
    },
    errors: {
      create: ['group_leader_only', 'already_in_group'],
      update: ['group_leader_only'],
      delete: ['group_leader_only'],
    },
  }),
  ...legacyResourceContracts({
    name: 'serviceAvailability',
    segment: 'service_availability',
    envelope: 'ServiceAvailabilities',
    record: ServiceAvailabilityRecordSchema,
    create: ServiceAvailabilityRequestSchema,
    update: ServiceAvailabilityRequestSchema,
    what: 'fixed wireless availability checks the account keeps',
    searchedBy: 'the location id and the status',
    summary: {
      create:
        'Checks fixed wireless availability at a location of the address search, as GET /fwa/service_availability ' +
        'does, and keeps the result for the account.',
      update: 'Moves a kept check to another location and checks again.',
      delete: 'Forgets a kept check.',
    },
  }),
};
