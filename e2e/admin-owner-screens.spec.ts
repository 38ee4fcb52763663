/**
 * The owner's screens (decisions 0260 and 0261), in the browser: the Newsletter subscribers screen
 * lists a confirmed and an unconfirmed sign-up with the welcome code, unsubscribes one after the
 * confirmation and the audit trail names it; the Discounts screen keeps the welcome codes apart
 * from the shop's; the orders list offers "Partially refunded" as a payment filter; the campaign
 * schedule dialog answers a past time with "Choose a time in the future"; an over-large price names
 * the limit. With SHOTS_DIR set, each screen is photographed at 1440 and 390 px.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { adminToken, signInAsAdmin } from './support/accounts';
import { mailedLink } from './support/mail-drop';
import { expect, test } from './support/test';

const SHOTS_DIR = process.env.SHOTS_DIR;

/** Photographs the page at 1440 px, then 390 px, and goes back to 1440. */
async function shots(page: Page, name: string, fullPage = true): Promise<void> {
  if (!SHOTS_DIR) return;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-1440.png`), fullPage });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-390.png`), fullPage });
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('subscribers are listed, one is unsubscribed and audited; welcome codes sit apart from the shop’s codes', async ({ page, request }) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const confirmed = `fern.${tag}@example.com`;
  const waiting = `reed.${tag}@example.com`;
  for (const email of [confirmed, waiting]) expect((await request.post('/api/v1/general/newsletter', { data: { email } })).ok()).toBe(true);
  const link = await mailedLink(confirmed, 'newsletter-confirm', /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/);
  const welcome = await request.post('/api/v1/general/newsletter/confirm', { data: { token: link } });
  expect(welcome.ok(), await welcome.text()).toBe(true);
  const code = (await welcome.json()).data.discountCode as string;

  await signInAsAdmin(page, `/admin/marketing/newsletter-subscribers?search=${tag}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter subscribers' })).toBeVisible();
  const rowOf = (email: string) => page.getByRole('row').filter({ hasText: email });
  await expect(rowOf(confirmed)).toContainText(code);
  await expect(rowOf(confirmed)).toContainText('subscribed');
  await expect(rowOf(waiting)).toContainText('unconfirmed');
  await shots(page, 'subscribers');

  await rowOf(confirmed).getByRole('button', { name: `Unsubscribe ${confirmed}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Unsubscribe ${confirmed}?` });
  await expect(dialog).toBeVisible();
  await shots(page, 'subscribers-unsubscribe-dialog', false);
  await dialog.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText(`${confirmed} is unsubscribed`)).toBeVisible();
  await expect(rowOf(confirmed)).toContainText('Left ');
  await expect(rowOf(confirmed).getByRole('button')).toHaveCount(0);

  await page.goto('/admin/audit?action=subscriber.unsubscribe');
  await expect(page.getByRole('row').filter({ hasText: confirmed }).first()).toContainText('Unsubscribed a newsletter subscriber');

  // The shop's codes by default; the welcome codes one switch away, and counted apart.
  await page.goto('/admin/marketing/discounts');
  await expect(page.getByTestId('welcome-codes')).toContainText('Newsletter welcome codes, counted apart');
  await page.getByRole('searchbox', { name: 'Search codes or emails' }).fill(code);
  await expect(page.getByText('No codes match')).toBeVisible();
  await page.getByRole('group', { name: 'Which codes' }).getByRole('button', { name: 'Newsletter welcome codes' }).click();
  await expect(page).toHaveURL(/kind=welcome/);
  await expect(page.getByRole('row').filter({ hasText: code })).toContainText(`for ${confirmed}`);
  await shots(page, 'discounts-welcome');
});

test('the orders list filters partially refunded payments', async ({ page }) => {
  await signInAsAdmin(page, '/admin/orders?paymentStatus=partially_refunded');
  const filter = page.getByRole('combobox', { name: 'Payment status' });
  await expect(filter).toHaveValue('partially_refunded');
  await expect(filter.locator('option:checked')).toHaveText('Partially refunded');
  await shots(page, 'orders-partially-refunded');
});

test('a past time in the schedule dialog reads “Choose a time in the future”; an over-large price names the limit', async ({ page, request }) => {
  const token = await adminToken(request);
  const created = await request.post('/api/v1/admin/campaigns', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: `Past time ${Date.now().toString(36)}`, subject: 'Camellia is here', preheader: '', body: 'Hello.', audience: 'newsletter' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).data.campaign.id as string;

  await signInAsAdmin(page, `/admin/marketing/email-campaigns/${id}`);
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Schedule this campaign' });
  await dialog.getByLabel('Send at (your local time)').fill('2020-01-01T09:00');
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(dialog.getByText('Choose a time in the future')).toBeVisible();
  await shots(page, 'campaign-schedule-past', false);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/admin/products/add');
  await page.getByLabel('Price', { exact: false }).first().fill('250000');
  await page.getByRole('button', { name: /Save|Add product|Create/ }).first().click();
  await expect(page.getByText('Price must be at most £100,000.00')).toBeVisible();
  await shots(page, 'product-price-limit', false);
});
