import {
  BillingApprovalSchema,
  CardProfileSchema,
  PaymentIntentSchema,
  PaymentMethodSchema,
  StoredBillingRouteSchema,
  StoredSetupIntentSchema,
  AccessInvitationSchema,
  AccessSecretSchema,
  AuthRoleRecordSchema,
  IdentitySchema,
  MfaSettingSchema,
  AddressSchema,
  CustomerSchema,
  HelpArticleSchema,
  HelpCollectionSchema,
  LocationSchema,
  LoginSchema,
  OutboxMessageSchema,
  StoredPreferencesSchema,
  StoredCustomerPreferencesSchema,
  StoredUserPreferencesSchema,
  StoredClientEventSchema,
  ThrottleRecordSchema,
  MobileProductSchema,
  ShopCartSchema,
} from '@portal/shared';
import { providerStoreTables } from './provider-store-tables';
import { Table } from './table';

/**
 * The collections of the simulated backend, each from its shared schema. A domain adds its tables here
 * and its seed in `seed.ts`.
 */
export function createTables() {
  return {
    logins: new Table('logins', LoginSchema, 'UUID'),
    customers: new Table('customers', CustomerSchema, 'UUID'),
    outbox: new Table('outbox', OutboxMessageSchema, 'UUID'),
    identities: new Table('identities', IdentitySchema, 'UUID'),
    accessSecrets: new Table('accessSecrets', AccessSecretSchema, 'UUID'),
    accessInvitations: new Table('accessInvitations', AccessInvitationSchema, 'UUID'),
    authRoles: new Table('authRoles', AuthRoleRecordSchema, 'UUID'),
    mfaSettings: new Table('mfaSettings', MfaSettingSchema, 'UUID'),
    locations: new Table('locations', LocationSchema, 'UUID'),
    addresses: new Table('addresses', AddressSchema, 'UUID'),
    paymentMethods: new Table('paymentMethods', PaymentMethodSchema, 'UUID'),
    cardProfiles: new Table('cardProfiles', CardProfileSchema, 'Token'),
    setupIntents: new Table('setupIntents', StoredSetupIntentSchema, 'UUID'),
    paymentIntents: new Table('paymentIntents', PaymentIntentSchema, 'UUID'),
    billingRoutes: new Table('billingRoutes', StoredBillingRouteSchema, 'UUID'),
    billingApprovals: new Table('billingApprovals', BillingApprovalSchema, 'UUID'),
    helpCollections: new Table('helpCollections', HelpCollectionSchema, 'id'),
    helpArticles: new Table('helpArticles', HelpArticleSchema, 'id'),
    notificationPreferences: new Table('notificationPreferences', StoredPreferencesSchema, 'CustomerUUID'),
    userPreferences: new Table('userPreferences', StoredUserPreferencesSchema, 'LoginUUID'),
    customerPreferences: new Table('customerPreferences', StoredCustomerPreferencesSchema, 'CustomerUUID'),
    clientEvents: new Table('clientEvents', StoredClientEventSchema, 'UUID'),
    throttles: new Table('throttles', ThrottleRecordSchema, 'Key'),
    mobileProducts: new Table('mobileProducts', MobileProductSchema, 'UUID'),
    shopCarts: new Table('shopCarts', ShopCartSchema, 'UUID'),
    ...providerStoreTables(),
  };
}

export type Tables = ReturnType<typeof createTables>;
export type TableName = keyof Tables;
