/**
 * The specs' `test`: Playwright's, with a `page` that waits, after every navigation it starts
 * (`goto`, `reload`) to one of the app's pages, until the app marks the page ready
 * (src/app/layouts/PageReady.tsx). A server-rendered page is on screen before its scripts load
 * (decision 0108); a button pressed before hydration does nothing, which would make a test that
 * clicks at once fail for the wrong reason. Pages without JavaScript are not waited for.
 */
import { createHash } from 'node:crypto';
import { test as base, type Page, type Response } from '@playwright/test';

export { expect } from '@playwright/test';

/** Waits until the app's page has rendered (hydrated, on the server's HTML). */
export async function waitForPageReady(page: Page): Promise<void> {
  await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
}

const isAppPage = (response: Response | null) => response === null || (response.headers()['content-type'] ?? '').startsWith('text/html');

/** `navigate`, then, when it landed on one of the app's pages, the wait for it to be ready. */
const thenReady =
  <Args extends unknown[]>(page: Page, navigate: (...args: Args) => Promise<Response | null>) =>
  async (...args: Args): Promise<Response | null> => {
    const response = await navigate(...args);
    if (isAppPage(response) && !page.url().startsWith('about:')) await waitForPageReady(page);
    return response;
  };

/**
 * Each test is a shopper of its own network: the e2e server trusts X-Forwarded-For from loopback
 * (TRUST_PROXY=loopback in playwright.config.ts), as a shop behind its proxy does, so the caps on
 * one network's unpaid holds (docs/decisions/0254-holds-per-client-address.md) and the per-address
 * limits count one test's requests together, not the whole suite's.
 */
const addressOf = (testId: string) => {
  const hash = createHash('sha256').update(testId).digest();
  return `10.${hash[0]}.${hash[1]}.${hash[2]}`;
};

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': addressOf(testInfo.testId) });
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      page.goto = thenReady(page, page.goto.bind(page));
      page.reload = thenReady(page, page.reload.bind(page));
    }
    await use(page);
  },
});
