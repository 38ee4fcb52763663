/**
 * Staff roles in a real browser (decision 0250): the demo owner invites a colleague for fulfilment
 * from Settings, Staff; the colleague joins through the emailed link and lands on Orders, the one
 * entry their sidebar lists; Settings shows them no Staff link and no Save, and Staff itself,
 * opened by its address, says it is not available to their role. Their Log Out revokes the token
 * on the server. With SHOTS_DIR set, the Staff section is saved there at 1440 and 390 px.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { signInAsAdmin, uniqueEmail } from './support/accounts';
import { mailedLink } from './support/mail-drop';
import { expect, test } from './support/test';

const SHOTS_DIR = process.env.SHOTS_DIR;

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS_DIR) await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage: true });
}

test('a fulfilment colleague sees Orders, cannot see Staff in Settings nor reach it, and logs out for good', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('packer');
  const name = `Pat Packer ${Date.now().toString(36).slice(-4)}`;
  const password = 'juniper-parcel-orchard-2026';

  // The owner invites the colleague with the Fulfilment role.
  await signInAsAdmin(page, '/admin/settings/staff');
  const invite = page.getByRole('form', { name: 'Invite an admin' });
  await invite.getByLabel(/^Name/).fill(name);
  await invite.getByLabel(/^Email/).fill(email);
  await invite.getByLabel(/^Role/).selectOption('fulfilment');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  const pending = page.getByRole('table', { name: 'Pending invitations' });
  await expect(pending.getByRole('row').filter({ hasText: email })).toContainText('Fulfilment');
  await expect(page.getByRole('table', { name: 'Admins' }).getByText('Owner').first()).toBeVisible();

  // The colleague joins through the emailed link and lands on Orders, their only entry.
  const link = await mailedLink(email, 'admin-invitation', /https?:\/\/[^\s"'<>]+(\/admin\/invitation\?token=[A-Za-z0-9_%-]+)/);
  const desk = await browser.newContext();
  const colleague = await desk.newPage();
  await colleague.goto(link);
  const accept = colleague.getByRole('form', { name: 'Accept the invitation' });
  await accept.getByLabel(/^Password/).fill(password);
  await accept.getByLabel(/^Confirm password/).fill(password);
  await accept.getByRole('button', { name: 'Create my admin account' }).click();
  await expect(colleague).toHaveURL(/\/admin\/orders$/);
  await expect(colleague.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  const menu = colleague.getByRole('navigation', { name: 'Back office' }).filter({ visible: true });
  await expect(menu.getByRole('link')).toHaveText(['Orders']);

  // The owner's Staff section now lists the colleague with a role the owner may change.
  await page.reload();
  await expect(page.getByRole('combobox', { name: `Role of ${name}` })).toHaveValue('fulfilment');
  await shot(page, 'staff-roles-1440');
  if (SHOTS_DIR) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
    await shot(page, 'staff-roles-390');
  }

  // Settings: readable, with no Staff link and no Save.
  await colleague.getByRole('link', { name: 'Settings' }).filter({ visible: true }).click();
  await expect(colleague.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(colleague.getByText('Only an owner of the shop can change these settings.')).toBeVisible();
  await expect(colleague.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await expect(colleague.getByRole('button', { name: 'Save settings' })).toHaveCount(0);

  // Staff by its address: a plain "not available", never a broken page.
  await colleague.goto('/admin/settings/staff');
  await expect(colleague.getByRole('heading', { name: 'Not available to your role', level: 1 })).toBeVisible();
  await expect(colleague.getByText('Your role (Fulfilment) does not include this page.', { exact: false })).toBeVisible();
  await expect(colleague.getByRole('table', { name: 'Admins' })).toHaveCount(0);

  // Log Out revokes the token on the server: the copy taken before is refused afterwards.
  const token = await colleague.evaluate(() => localStorage.getItem('admin-token'));
  expect(token).toEqual(expect.any(String));
  const logout = colleague.waitForResponse((response) => response.url().endsWith('/api/v1/admin/logout'));
  await colleague.getByRole('button', { name: 'Log Out' }).filter({ visible: true }).click();
  expect((await logout).status()).toBe(200);
  await expect(colleague).toHaveURL(/\/admin\/login/);
  const after = await colleague.request.get('/api/v1/admin/profile', { headers: { authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
  await desk.close();
});
