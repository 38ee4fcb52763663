/**
 * The installability check (Lighthouse 12 has no PWA category): the manifest carries what
 * Chromium needs to offer installation — names, start_url and scope, display standalone, colours,
 * PNG icons of 192 and 512 px that load at their stated size, a maskable icon, the shortcuts and
 * screenshots — a service worker controls the page, and Chromium itself reports no
 * installability error (DevTools protocol: Page.getInstallabilityErrors).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { expect, test } from './support/test';
import browserConfig from '../scripts/chromium.cjs';
import { blockLocationServices, LONDON_SHOPPER } from './support/storefront';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

test('Chromium finds the shop installable', async ({ request, baseURL }) => {
  // Playwright's usual contexts are incognito, where Chromium never offers installation
  // ('in-incognito'): this check runs in a real, throwaway profile.
  const profile = mkdtempSync(path.join(tmpdir(), 'verdant-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...LONDON_SHOPPER,
    baseURL,
    serviceWorkers: 'allow',
    executablePath: browserConfig.CHROMIUM_PATH,
    args: browserConfig.CHROMIUM_ARGS,
  });
  try {
    await checkInstallability(context, request);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

async function checkInstallability(context: BrowserContext, request: APIRequestContext) {
  await blockLocationServices(context);
  const page = await context.newPage();
  await page.goto('/');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBeTruthy();

  const response = await request.get(manifestHref!);
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toMatch(/application\/manifest\+json/);
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: expect.stringMatching(/\S/),
    short_name: expect.stringMatching(/^.{1,12}$/),
    description: expect.stringMatching(/\S/),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    background_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
  });
  expect(manifest.shortcuts.map((s: { name: string }) => s.name)).toEqual(['Shop', 'My Bag']);
  expect(manifest.screenshots.map((s: { form_factor: string }) => s.form_factor).sort()).toEqual(['narrow', 'wide']);

  const icons = manifest.icons as ManifestIcon[];
  const any = (size: string) => icons.find((icon) => icon.sizes === size && icon.type === 'image/png' && (icon.purpose ?? 'any').includes('any'));
  expect(any('192x192')).toBeTruthy();
  expect(any('512x512')).toBeTruthy();
  expect(icons.some((icon) => icon.purpose?.includes('maskable'))).toBe(true);
  // Every icon and screenshot loads, and is the size it claims (Chromium checks the real pixels).
  for (const image of [...icons, ...manifest.screenshots] as ManifestIcon[]) {
    const [width, height] = image.sizes.split('x').map(Number);
    const actual = await page.evaluate(async (src) => {
      const bitmap = await createImageBitmap(await (await fetch(src)).blob());
      return [bitmap.width, bitmap.height];
    }, image.src);
    expect(actual, image.src).toEqual([width, height]);
  }

  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
}
