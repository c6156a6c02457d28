import { CustomerSchema } from '../entities/customer';
import { SpidParamSchema, UuidParamSchema, UuidSchema } from '../entities/common';
import {
  AddonListSchema,
  ChangeEmailSchema,
  CustomerUpdateSchema,
  NotificationPreferencesSchema,
} from '../entities/profile';
import { defineContract } from './define';

const tags = ['profile'];

/** PUT and PATCH /customer/{uuid} take and answer the same: the account's own fields, with SPID. */
const ownFieldsUpdate = {
  access: 'customer',
  params: UuidParamSchema,
  owner: 'uuid',
  body: CustomerUpdateSchema,
  response: CustomerSchema,
  errors: ['no_payload'],
  tags,
} as const;

export const profileContracts = {
  update: defineContract({
    id: 'profile.update',
    method: 'put',
    path: '/customer/:uuid',
    summary:
      'Edit details: changes the account’s names or mobile number; SPID comes with them. The rewards number ' +
      '(ExternalRef5) is not set here: sent unchanged it is ignored, sent changed it is refused (400), since ' +
      'only the rewards-number call after re-authentication sets it.',
    ...ownFieldsUpdate,
    errors: ['no_payload', 'rewards_number_own_check'],
  }),
  patch: defineContract({
    id: 'profile.patch',
    method: 'patch',
    path: '/customer/:uuid',
    summary:
      'Changes one or more of the same fields as PUT, leaving the rest as they are: auth-to-set-true-rewards-' +
      'number sets the rewards number (ExternalRef5) this way, after the login proves itself again; SPID comes ' +
      'with them.',
    ...ownFieldsUpdate,
  }),
  changeEmail: defineContract({
    id: 'profile.changeEmail',
    method: 'put',
    path: '/v2/:spid/customer/:uuid',
    summary:
      'Changes the email of the account and its login, after re-authentication with the current password (a ' +
      'login without one, from a social sign-in, gives the one-time code emailed to it as Code instead); the new ' +
      'email must differ from the current one and not belong to another login. It must be verified again.',
    access: 'customer',
    params: SpidParamSchema.extend({ uuid: UuidSchema }),
    owner: 'uuid',
    body: ChangeEmailSchema,
    response: CustomerSchema,
    errors: ['wrong_password', 'no_code', 'invalid_code', 'email_same', 'email_taken'],
    throttles: ['code_attempts_used'],
    tags,
  }),
  getNotifications: defineContract({
    id: 'profile.getNotifications',
    method: 'get',
    path: '/customer/:uuid/notification_preferences',
    summary: 'The account’s notification preferences: 2 opted in, 0 not.',
    access: 'customer',
    params: UuidParamSchema,
    owner: 'uuid',
    response: NotificationPreferencesSchema,
    tags,
  }),
  setNotifications: defineContract({
    id: 'profile.setNotifications',
    method: 'put',
    path: '/customer/:uuid/notification_preferences',
    summary: 'Sets the account’s notification preferences (each 2 or 0).',
    access: 'customer',
    params: UuidParamSchema,
    owner: 'uuid',
    body: NotificationPreferencesSchema.partial(),
    response: NotificationPreferencesSchema,
    tags,
  }),
  addons: defineContract({
    id: 'profile.addons',
    method: 'get',
    path: '/customer/:uuid/addons',
    summary: 'The addons of the account’s services; an account with none is sent to no-plans-page.',
    access: 'customer',
    params: UuidParamSchema,
    owner: 'uuid',
    response: AddonListSchema,
    tags,
  }),
};
