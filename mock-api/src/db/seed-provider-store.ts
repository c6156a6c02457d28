import { buildProviderStoreFixtures } from '@portal/fixtures';
import type { Tables } from './schema';

/**
 * Seeds the provider-side store. Its fixtures are dated from the moment of seeding, so the console shows live
 * data (orders in flight, today's appointments). A seed or reset starts the virtual clock at real time, so the
 * real time here is the clock's time too.
 */
export async function seedProviderStore(tables: Tables): Promise<void> {
  const f = buildProviderStoreFixtures(Date.now());
  await tables.lfcProducts.load(f.lfcProducts);
  await tables.ufbPlans.load(f.plans);
  await tables.ufbOrders.load(f.orders);
  await tables.ufbProducts.load(f.products);
  await tables.storeNotes.load(f.notes);
  // Fibre customers join the customer accounts seeded before (they have no login).
  for (const customer of f.customers) await tables.customers.insert(customer);
}
