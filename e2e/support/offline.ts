/**
 * Taking a page offline in the specs that test the service worker (e2e/offline.spec.ts,
 * e2e/offline-writes.spec.ts): only once a worker controls the page, or going offline would test
 * nothing but the browser's own error page.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';

export async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}

export async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await waitForWorker(page);
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}
