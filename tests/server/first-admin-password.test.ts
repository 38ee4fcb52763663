/**
 * The admin the settings create at start (ADMIN_EMAIL, ADMIN_PASSWORD: server/db/prepare.ts) meets
 * the admin password rule like one created through the API (decision 0212), and only when it is
 * about to be created, so a shop already running keeps starting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../../server/config';
import { prepareDatabase } from '../../server/db/prepare';
import { admins } from '../../server/db/schema';
import { adminPasswordProblem } from '../../server/modules/accounts';
import { TEST_SECRETS } from './support/app';
import { createTestDatabase, type TestDatabase } from './support/database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

const configWith = (password: string) =>
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: database.dataDir, ...TEST_SECRETS, ADMIN_EMAIL: 'owner@verdant.test', ADMIN_PASSWORD: password });
const silent = () => {};
const owners = () => database.db.select({ id: admins.id }).from(admins).where(eq(admins.email, 'owner@verdant.test'));

describe('the first admin from the settings', () => {
  it('is refused, and the shop does not start, when its password is easy to guess', async () => {
    const refused = prepareDatabase(database, configWith('Meadow-2026'), silent, adminPasswordProblem);
    await expect(refused).rejects.toBeInstanceOf(ConfigError);
    await expect(refused).rejects.toMatchObject({ message: expect.stringContaining('ADMIN_PASSWORD is too easy to guess for an admin: Admin passwords need to be harder to guess.') });
    expect(await owners()).toHaveLength(0);
  });

  it('is created with a strong one; a later start with a weak one leaves it alone and starts', async () => {
    await prepareDatabase(database, configWith('owner-password-for-tests-2026'), silent, adminPasswordProblem);
    expect(await owners()).toHaveLength(1);
    await prepareDatabase(database, configWith('Meadow-2026'), silent, adminPasswordProblem);
    expect(await owners()).toHaveLength(1);
  });
});
