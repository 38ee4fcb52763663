/** Builds the real app on a fresh test database, for tests that drive it through `inject`. */
import type { App } from '../../../server/app-types';
import { buildApp } from '../../../server/app';
import { type Config, loadConfig } from '../../../server/config';
import { createTestDatabase, type TestDatabase } from './database';

export interface TestApp {
  app: App;
  config: Config;
  database: TestDatabase;
  dispose(): Promise<void>;
}

export const TEST_SECRETS = {
  CUSTOMER_JWT_SECRET: 'test-customer-secret-0123456789-abcdefghijklmnop',
  ADMIN_JWT_SECRET: 'test-admin-secret-0123456789-abcdefghijklmnopqrst',
};

export async function createTestApp(env: Record<string, string> = {}, options: { distDir?: string } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: database.dataDir, ...TEST_SECRETS, ...env });
  // Tests never serve a stale local build of the PWA; those about static files bring their own.
  config.distDir = options.distDir ?? `${database.dataDir}/no-dist`;
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    config,
    database,
    async dispose() {
      await app.close();
      await database.dispose();
    },
  };
}
