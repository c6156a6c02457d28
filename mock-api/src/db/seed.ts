import { buildFixtures } from '@portal/fixtures';
import { hashPassword } from '../auth/password';
import type { Tables } from './schema';

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
  tables.outbox.clear();
}
