import { defineConfig } from '@playwright/test';
import chromium from './scripts/chromium.cjs';

const { CHROMIUM_PATH, CHROMIUM_ARGS } = chromium;

const PORT = Number(process.env.E2E_PORT ?? 8090);

export default defineConfig({
  testDir: 'e2e',
  // Room for a slow machine: the whole suite on two cores has taken 8 to 22 minutes for the same
  // tests, and a screen that takes long is caught by the Lighthouse budgets, not by these limits.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  projects: [
    { name: 'shop', testIgnore: /admin-marketing\.spec\.ts/ },
    // It changes the shop's tax rate for a few seconds (and puts it back): run it after every other
    // spec, so no checkout elsewhere is priced while it holds 12.5%.
    { name: 'shop settings', testMatch: /admin-marketing\.spec\.ts/, dependencies: ['shop'] },
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    serviceWorkers: 'allow',
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    // A fresh embedded database per run, seeded like a new clone's first `npm start`. The campaign
    // sender looks for due campaigns every 2 s instead of 30 s (the schedule rule is unchanged). Each
    // test sends its own X-Forwarded-For (e2e/support/test.ts), believed from loopback only.
    command: `rm -rf .e2e-data && DATA_DIR=.e2e-data PORT=${PORT} HOST=127.0.0.1 LOG_LEVEL=warn RATE_LIMIT_PER_MINUTE=100000 TRUST_PROXY=loopback CAMPAIGN_POLL_MS=2000 tsx scripts/start.ts`,
    // Readiness: 200 once the database is migrated and seeded (the port opens before that).
    url: `http://127.0.0.1:${PORT}/api/v1/health/ready`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
  },
});
