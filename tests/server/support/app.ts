/** Builds the real app on a fresh test database, for tests that drive it through `inject`. */
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../../../server/app-types';
import type { Readiness } from '../../../server/lib/readiness';
import { buildApp } from '../../../server/app';
import { type Config, loadConfig } from '../../../server/config';
import type { Clock } from '../../../server/lib/clock';
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

export async function createTestApp(
  env: Record<string, string> = {},
  options: { distDir?: string; logDestination?: DestinationStream; readiness?: Readiness; clock?: Clock } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: database.dataDir, ...TEST_SECRETS, ...env });
  // Tests never serve a stale local build of the PWA; those about static files bring their own.
  config.distDir = options.distDir ?? `${database.dataDir}/no-dist`;
  const { logDestination, readiness, clock } = options;
  const app = await buildApp({
    config,
    database,
    ...(logDestination ? { logDestination } : {}),
    ...(readiness ? { readiness } : {}),
    ...(clock ? { clock } : {}),
  });
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

/**
 * One app for the whole test file: built before the first test, closed after the last.
 * `const t = useTestApp();` then `t.app`, `t.database`, `t.config` inside tests and hooks. With
 * `{ clock }` (support/clock.ts) the app's guards read that clock, which the test moves.
 */
export function useTestApp(env: Record<string, string> = {}, options: { clock?: Clock } = {}): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await createTestApp(env, options);
  });
  afterAll(async () => {
    await built?.dispose();
  });
  const current = () => {
    if (!built) throw new Error('useTestApp(): the app is built in beforeAll; use it inside a test or hook');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get config() {
      return current().config;
    },
    get database() {
      return current().database;
    },
    dispose: () => current().dispose(),
  };
}
