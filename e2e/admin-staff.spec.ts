/**
 * The Staff section in a real browser (decisions 0225 and 0226): the demo admin invites a
 * colleague from Settings, Staff; the colleague opens the emailed link, chooses a password, is
 * signed in, and signs in again through the login page; the first admin removes them, and the
 * colleague's open back office sends them to sign in at their next request. With SHOTS_DIR set,
 * the Staff section, the remove dialog and the invitation page (1440 and 390 px) are saved there.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { signInAsAdmin, uniqueEmail } from './support/accounts';
import { mailedLink } from './support/mail-drop';
import { expect, test } from './support/test';

const SHOTS_DIR = process.env.SHOTS_DIR;

/** The whole page, or only the viewport when a dialog covers it (a fixed backdrop covers the viewport only). */
async function shot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (SHOTS_DIR) await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage });
}

test('an admin invites a colleague, who accepts through the emailed link and signs in; the admin then removes them', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('colleague');
  const name = `Rowan Colleague ${Date.now().toString(36).slice(-4)}`;
  const password = 'juniper-lantern-orchard-2026';

  // The first admin reaches Staff from Settings and sends the invitation.
  await signInAsAdmin(page, '/admin/settings');
  await page.getByRole('link', { name: 'Staff' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/staff$/);
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
  const admins = page.getByRole('table', { name: 'Admins' });
  await expect(admins.getByText('You')).toBeVisible();
  const invite = page.getByRole('form', { name: 'Invite an admin' });
  await invite.getByLabel(/^Name/).fill(name);
  await invite.getByLabel(/^Email/).fill(email);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`).first()).toBeVisible();
  const pending = page.getByRole('table', { name: 'Pending invitations' });
  await expect(pending.getByText(email)).toBeVisible();
  await expect(invite.getByLabel(/^Email/)).toHaveValue('');
  await page.waitForTimeout(3500); // the toast has gone before the picture
  await shot(page, 'staff-section-pending-invitation-1440');

  // The colleague opens the emailed link: first on a phone (only looked at), then at a desk.
  const link = await mailedLink(email, 'admin-invitation', /https?:\/\/[^\s"'<>]+(\/admin\/invitation\?token=[A-Za-z0-9_%-]+)/);
  if (SHOTS_DIR) {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phonePage = await phone.newPage();
    await phonePage.goto(link);
    await expect(phonePage.getByRole('heading', { name: 'Join the back office' })).toBeVisible();
    await expect(phonePage.getByLabel(/^Email/)).toHaveValue(email);
    await shot(phonePage, 'invitation-page-390');
    await phone.close();
  }
  const desk = await browser.newContext();
  const colleague = await desk.newPage();
  await colleague.goto(link);
  await expect(colleague.getByRole('heading', { name: 'Join the back office' })).toBeVisible();
  await expect(colleague.getByLabel(/^Email/)).toHaveValue(email);
  await shot(colleague, 'invitation-page-1440');
  const accept = colleague.getByRole('form', { name: 'Accept the invitation' });
  await accept.getByLabel(/^Password/).fill(password);
  await accept.getByLabel(/^Confirm password/).fill(password);
  await accept.getByRole('button', { name: 'Create my admin account' }).click();
  await expect(colleague).toHaveURL(/\/admin\/dashboard$/);

  // The link is spent; the colleague signs in through the login page like any admin.
  await colleague.goto(link);
  await expect(colleague.getByText(/already been used/)).toBeVisible();
  await colleague.evaluate(() => localStorage.clear());
  await colleague.goto('/admin/login');
  const signIn = colleague.getByRole('form', { name: 'Admin sign in' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel(/^Password/).fill(password);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(colleague).toHaveURL(/\/admin\/dashboard$/);

  // The first admin removes the colleague after confirming.
  await page.reload();
  // The address is in the Email column, and under the name on a phone (hidden here).
  await expect(admins.getByText(email).filter({ visible: true })).toBeVisible();
  await expect(pending.getByText(email)).toHaveCount(0);
  await page.getByRole('button', { name: `Remove ${name}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: `Remove ${name}?` })).toBeVisible();
  await shot(page, 'remove-dialog-1440', { fullPage: false });
  await dialog.getByRole('button', { name: 'Remove admin' }).click();
  await expect(page.getByText(`${name} (${email}) is no longer an admin`).first()).toBeVisible();
  await expect(admins.getByText(email)).toHaveCount(0);

  // The colleague's next request is refused and the back office sends them to sign in.
  await colleague.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }).click();
  await expect(colleague).toHaveURL(/\/admin\/login/);
  await desk.close();
});
