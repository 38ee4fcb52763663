/**
 * The customer account in a real browser against the real API: register, addresses,
 * password change, log out, password recovery through the emailed link, the session guard, and
 * the demo customer's orders.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_CUSTOMER, expiredJwt, resetLinkFromMail, storeSession, uniqueEmail } from './support/accounts';

test.use({ locale: 'en-GB', timezoneId: 'Europe/London', serviceWorkers: 'block' });

async function fillAddress(page: Page, address: { line1: string; city: string; postalCode: string; phone: string }) {
  const form = page.getByRole('form', { name: 'New address' });
  await form.getByLabel(/^Phone/).fill(address.phone);
  await form.getByLabel(/^Address line 1/).fill(address.line1);
  await form.getByLabel(/^City/).fill(address.city);
  await form.getByLabel(/^Postal code/).fill(address.postalCode);
  return form;
}

test('a new customer registers, keeps addresses, changes the password, logs out and resets it from the emailed link', async ({
  page,
  request,
}) => {
  // Five password hashings and a dozen screens: the room the other long flows have on a loaded
  // 2-core machine (it took the whole of 60 s in a CI run whose e2e took 18.5 minutes).
  test.setTimeout(120_000);
  const email = uniqueEmail();
  const firstPassword = 'Fern-meadow-walk-2026';
  const secondPassword = 'Quiet-birch-river-2027';
  const thirdPassword = 'Amber-moss-lantern-2028';

  // Register and land signed in on the overview.
  await page.goto('/register');
  await page.getByRole('main').getByLabel(/^First name/).fill('Iris');
  await page.getByRole('main').getByLabel(/^Last name/).fill('Holloway');
  await page.getByRole('main').getByLabel(/^Email/).fill(email);
  // An easily guessed password is refused by the server, which says why at the field (decision 0212).
  await page.getByRole('main').getByLabel(/^Password/).fill('aaaaaaaa');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByRole('main').getByText('Repeated characters like "aaa" are easy to guess. Add more words that are less common.', { exact: false }),
  ).toBeVisible();
  await page.getByRole('main').getByLabel(/^Password/).fill(firstPassword);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/overview$/);
  // A new account is greeted as new, not 'back' (decision 0154).
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Iris' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dashboard (Iris)' })).toBeVisible();

  // The first address becomes the default; a second one is then made the default shipping address.
  await page.getByRole('complementary', { name: 'Account' }).getByRole('link', { name: 'Addressess' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
  await page.getByRole('button', { name: 'Add an address' }).click();
  let form = await fillAddress(page, { phone: '7700 900777', line1: '3 Rowan Lane', city: 'York', postalCode: 'YO1 7HH' });
  await form.getByRole('button', { name: 'Save address' }).click();
  const york = page.getByRole('listitem', { name: /^York/ });
  await expect(york.getByText('Default shipping')).toBeVisible();

  await page.getByRole('button', { name: 'Add address' }).click();
  form = await fillAddress(page, { phone: '7700 900888', line1: '9 Alder Street', city: 'Bath', postalCode: 'BA1 1LT' });
  await form.getByRole('button', { name: 'Save address' }).click();
  const bath = page.getByRole('listitem', { name: /^Bath/ });
  await expect(bath).toBeVisible();
  await bath.getByRole('button', { name: 'Set as default shipping address' }).click();
  await expect(bath.getByText('Default shipping')).toBeVisible();
  await expect(york.getByText('Default shipping')).toHaveCount(0);
  await expect(york.getByText('Default billing')).toBeVisible();

  // Change the password: this device keeps working with the fresh token (a reload proves it).
  await page.getByRole('complementary', { name: 'Account' }).getByRole('link', { name: 'Account Details' }).first().click();
  await page.getByRole('main').getByLabel(/^Current password/).fill(firstPassword);
  await page.getByRole('main').getByLabel(/^New password/).fill(secondPassword);
  await page.getByRole('main').getByLabel(/^Confirm new password/).fill(secondPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('main').getByLabel(/^Email/)).toHaveValue(email);

  // Log out: the server revokes the token, the session is gone, the icon offers login again.
  await page.getByRole('button', { name: /Log Out/ }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login to your account' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('customer-token'))).toBeNull();
  // The device's proof that it signed in to this account stays, for the next sign-in (decision 0210).
  const proofs = await page.evaluate(() => JSON.parse(localStorage.getItem('customer-device-proofs') ?? '{}'));
  expect(proofs[email]).toEqual(expect.any(String));

  // Forgot password: the same neutral confirmation, then the link from the outbox.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByRole('main').getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  const link = await resetLinkFromMail(email);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByRole('main').getByLabel(/^New password/).fill(thirdPassword);
  await page.getByRole('main').getByLabel(/^Confirm new password/).fill(thirdPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Iris' })).toBeVisible();

  // The old password no longer works; the new one does.
  const oldLogin = await request.post('/api/v1/user/login', { data: { email, password: secondPassword } });
  expect(oldLogin.status()).toBe(401);
  const newLogin = await request.post('/api/v1/user/login', { data: { email, password: thirdPassword } });
  expect(newLogin.status()).toBe(200);
});

test('an expired or garbage token sends the visitor from /overview to /login', async ({ page }) => {
  for (const token of ['garbage', expiredJwt()]) {
    await page.goto('/');
    await storeSession(page, token);
    await page.goto('/overview');
    await expect(page).toHaveURL(/\/login\?next=%2Foverview$/);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('customer-token'))).toBeNull();
  }
});

test('the demo customer signs in and sees their four orders with status and payment badges', async ({ page }) => {
  await page.goto('/login?next=%2Forders');
  await page.getByRole('main').getByLabel(/^Email/).fill(DEMO_CUSTOMER.email);
  await page.getByRole('main').getByLabel(/^Password/).fill(DEMO_CUSTOMER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/orders$/);

  const orders = page.getByRole('list', { name: 'All orders' }).getByRole('listitem');
  await expect(orders).toHaveCount(4);
  for (const number of [1, 2, 3, 4]) await expect(page.getByRole('link', { name: `Order #${number}` })).toBeVisible();
  // Every row carries an order badge and a payment badge in the spec's colours.
  await expect(page.locator('[data-colour]')).toHaveCount(8);
  await expect(page.getByText('Payment: paid').first()).toBeVisible();

  await page.getByRole('tab', { name: 'Completed' }).click();
  await expect(page).toHaveURL(/\?tab=completed$/);
  await expect(page.getByRole('list', { name: 'Completed orders' }).getByRole('listitem')).toHaveCount(1);

  await page.getByRole('link', { name: /Order #/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /Order #\d+/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText('Total');
});
