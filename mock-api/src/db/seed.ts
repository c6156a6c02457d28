import {
  autoTopUpsAt,
  billingApprovalsAt,
  billingRoutesAt,
  buildFixtures,
  mobileProductsAt,
  vouchers,
  billingHistoryAt,
  sampleCarts,
  fixtureUuid,
  socialIdentities,
} from '@portal/fixtures';
import { subjectFor } from '../auth/identity-token';
import { hashPassword } from '../auth/password';
import type { Tables } from './schema';
import { seedProviderStore } from './seed-provider-store';
import { shopOrdersAt } from '../shop/seed';
import { portsAt } from '../porting/seed';
import { groupsAt } from '../groups/seed';
import { serviceAvailabilitiesAt } from '../legacy/service-availability';

/** Fills every table from the fixtures. Passwords are hashed here so the fixtures stay plain data. */
export async function seed(tables: Tables): Promise<void> {
  const fixtures = buildFixtures();
  const logins = await Promise.all(
    fixtures.logins.map(async ({ Password, ...login }) => ({
      ...login,
      PasswordHash: Password ? await hashPassword(Password, login.UUID.slice(0, 8)) : '',
    })),
  );
  await tables.logins.load(logins);
  await tables.customers.load(fixtures.customers);
  await tables.locations.load(fixtures.locations);
  await tables.addresses.load(fixtures.addresses);
  await tables.helpCollections.load(fixtures.helpCollections);
  await tables.helpArticles.load(fixtures.helpArticles);
  await tables.identities.load(
    await Promise.all(
      socialIdentities.map(async (identity) => ({
        ...identity,
        UUID: fixtureUuid(`identity:${identity.LoginUUID}`),
        Subject: await subjectFor(identity.Provider, identity.Email),
      })),
    ),
  );
  await tables.accessSecrets.load(fixtures.accessSecrets);
  await tables.accessInvitations.load(fixtures.accessInvitations);
  await tables.authRoles.load(fixtures.authRoles);
  await tables.mfaSettings.load(fixtures.mfaSettings);
  tables.outbox.clear();
  await tables.paymentMethods.load(fixtures.paymentMethods);
  await tables.cardProfiles.load(fixtures.cardProfiles);
  await tables.setupIntents.load(fixtures.setupIntents);
  await tables.userPreferences.load(fixtures.userPreferences);
  tables.customerPreferences.clear();
  tables.clientEvents.clear();
  tables.simStates.clear();
  tables.throttles.clear();
  // Invites live one hour and route limits run in cycles, so both are dated at seeding; a reset starts the clock
  // at real time again.
  await tables.billingRoutes.load(billingRoutesAt(Date.now()));
  await tables.billingApprovals.load(billingApprovalsAt(Date.now()));
  // Plans and addons run in periods, so the mobile services are dated at seeding too.
  await tables.mobileProducts.load(mobileProductsAt(Date.now()));
  tables.simActivations.clear();
  tables.adoptions.clear();
  // The ported-in service's port ended long ago; its times are dated at seeding like the service.
  await tables.ports.load(portsAt(Date.now()));
  // Invites live one hour, so the groups and their invite are dated at seeding.
  const groups = groupsAt(Date.now());
  await tables.customerGroups.load([groups.customerGroup]);
  await tables.customerGroupMembers.load(groups.customerGroupMembers);
  await tables.mobileGroups.load([groups.mobileGroup]);
  await tables.mobileGroupMembers.load(groups.mobileGroupMembers);
  await tables.approvals.load(groups.approvals);
  // Tags are the customers' own: a reset starts without any. One kept availability check is dated at seeding.
  tables.customerTags.clear();
  await tables.serviceAvailabilities.load(serviceAvailabilitiesAt(Date.now()));
  // Prepay money: vouchers unredeemed, no top-ups yet; auto top-up counts its days from seeding.
  await tables.vouchers.load(vouchers);
  await tables.autoTopUps.load(autoTopUpsAt(Date.now()));
  tables.topUps.clear();
  tables.promoUses.clear();
  tables.guestTokens.clear();
  tables.guestOrders.clear();
  const seededAt = Date.now();
  const products = mobileProductsAt(seededAt);
  await tables.mobileProducts.load(products);
  // The postpay services' billing history runs up to the moment of seeding, like their plans.
  const billing = billingHistoryAt(products, seededAt);
  await tables.paymentIntents.load([...fixtures.paymentIntents, ...billing.paymentIntents]);
  await tables.billingAccounts.load(billing.billingAccounts);
  await tables.billPayments.load(billing.billPayments);
  await tables.refunds.load(billing.refunds);
  await tables.shopCarts.load(sampleCarts);
  await seedProviderStore(tables);
  // Orders point at the store's fibre orders, so they are seeded after it.
  const shop = shopOrdersAt(Date.now());
  await tables.shopOrders.load(shop.shopOrders);
  await tables.fwaOrders.load(shop.fwaOrders);
}
