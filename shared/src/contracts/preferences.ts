import { SpidParamSchema, UuidParamSchema } from '../entities/common';
import {
  CustomerPreferencesChangeSchema,
  CustomerPreferencesSchema,
  UserPreferencesChangeSchema,
  UserPreferencesSchema,
} from '../entities/preferences';
import { defineContract } from './define';

const tags = ['preferences'];

export const preferenceContracts = {
  getUser: defineContract({
    id: 'preferences.getUser',
    method: 'get',
    path: '/v2/:spid/user/preferences',
    summary:
      'The signed-in login’s language (null until chosen) and whether it accepted the terms and privacy policy.',
    access: 'customer',
    params: SpidParamSchema,
    response: UserPreferencesSchema,
    tags,
  }),
  setUser: defineContract({
    id: 'preferences.setUser',
    method: 'put',
    path: '/v2/:spid/user/preferences',
    summary: 'Keeps the login’s language, or records that it accepted the terms and privacy policy.',
    access: 'customer',
    params: SpidParamSchema,
    body: UserPreferencesChangeSchema,
    response: UserPreferencesSchema,
    errors: ['no_payload'],
    tags,
  }),
  getCustomer: defineContract({
    id: 'preferences.getCustomer',
    method: 'get',
    path: '/customer/:uuid/preferences',
    summary: 'The account’s preferences: whether the prompt to add a rewards number was dismissed.',
    access: 'customer',
    params: UuidParamSchema,
    owner: 'uuid',
    response: CustomerPreferencesSchema,
    tags,
  }),
  setCustomer: defineContract({
    id: 'preferences.setCustomer',
    method: 'put',
    path: '/customer/:uuid/preferences',
    summary: 'Changes the account’s preferences.',
    access: 'customer',
    params: UuidParamSchema,
    owner: 'uuid',
    body: CustomerPreferencesChangeSchema,
    response: CustomerPreferencesSchema,
    errors: ['no_payload'],
    tags,
  }),
};
