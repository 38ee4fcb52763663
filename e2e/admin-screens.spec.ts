/**
 * The back office as an admin sees it: sign in through the screen, the
 * dashboard, the customers list and a customer, and at 390 px the drawer. Each step saves a
 * screenshot under test-results/admin-screens/ for a person to look at (nothing compares them),
 * taken after the assertions on that screen, once it stands still.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_ADMIN, signInAsAdmin, uniqueEmail } from './support/accounts';
import { settledWithCharts } from './support/settled';

async function shot(page: Page, name: string, { fullPage = true } = {}) {
  await settledWithCharts(page);
  await page.screenshot({ path: `test-results/admin-screens/${name}.png`, fullPage });
}

test.beforeAll(async ({ request }) => {
  // A few customers, so the list pages and sorts.
  const names = ['Maya Patel', 'Oliver Grant', 'Sofia Rossi', 'Liam Byrne', 'Chloe Martin', 'Noah Fischer', 'Amara Okafor', 'Ethan Wright'];
  for (const name of names) {
    const [firstName, lastName] = name.split(' ');
    await request.post('/api/v1/user/register', {
      data: { firstName, lastName, email: uniqueEmail(firstName?.toLowerCase()), password: 'greenleaf-e2e-2026' },
    });
  }
});

test('admin sign-in: the spec fallback and the server message, then the dashboard', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Back office', level: 1 })).toBeVisible();
  await shot(page, 'login-1440');
  const refusal = page.getByRole('form', { name: 'Admin sign in' }).getByRole('alert');
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_ADMIN.email);
  await page.getByRole('textbox', { name: 'Password' }).fill('not-the-password');
  // A refusal without a message of its own (a proxy's bare 502): the page's fallback sentence.
  await page.route('**/api/v1/admin/login', (route) => route.fulfill({ status: 502, contentType: 'text/plain', body: 'Bad Gateway' }), { times: 1 });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(refusal).toHaveText('Admin login failed');
  // The server's own refusal, in its words.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(refusal).toHaveText('Invalid email or password');
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText('Revenue today')).toBeVisible();
  await expect(page.locator('canvas')).toBeVisible();
  await shot(page, 'dashboard-1440');

  // Signed in, /admin/login goes straight to the dashboard.
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('customers: search, filter and sort live in the address; a customer opens', async ({ page }) => {
  // Twenty steps across four screens, a reload and two saves: 47 s at load 13 against the default 45.
  test.slow();
  await signInAsAdmin(page, '/admin/dashboard');
  await page.getByRole('navigation', { name: 'Back office' }).first().getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  await expect(page.getByText(/Showing 1–/)).toBeVisible();
  await shot(page, 'customers-1440');

  await page.getByRole('button', { name: /Sort by Customer/ }).click();
  await expect(page).toHaveURL(/sortBy=name/);
  await page.getByPlaceholder('Search by name or email').fill('ada@verdant');
  await expect(page).toHaveURL(/search=ada%40verdant/);
  await expect(page.getByRole('row')).toHaveCount(2);
  // The address holds the list: a reload shows the same rows.
  await page.reload();
  await expect(page.getByPlaceholder('Search by name or email')).toHaveValue('ada@verdant');
  await expect(page.getByRole('row')).toHaveCount(2);

  await page.getByRole('link', { name: 'Ada Greene' }).click();
  await expect(page.getByRole('heading', { name: 'Ada Greene', level: 1 })).toBeVisible();
  await shot(page, 'customer-1440');

  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Send a password reset link?' })).toBeVisible();
  await shot(page, 'customer-confirm-1440');
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText(/A password reset link has been sent to ada@verdant.test/)).toBeVisible();

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit customer', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Phone' }).fill('not a phone');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Enter a valid phone number')).toBeVisible();
  await shot(page, 'customer-edit-1440');
  await page.getByRole('textbox', { name: 'Phone' }).fill('+44 7700 900456');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name: 'Ada Greene', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Profile' }).getByText('+44 7700 900456')).toBeVisible();
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the drawer opens, navigates and closes', async ({ page }) => {
    await signInAsAdmin(page, '/admin/dashboard');
    await expect(page.getByText('Revenue today')).toBeVisible();
    await expect(page.locator('canvas')).toBeVisible();
    await shot(page, 'dashboard-390');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('complementary', { name: 'Back office menu' }).last();
    await expect(drawer.getByRole('link', { name: 'Customers' })).toBeVisible();
    await shot(page, 'drawer-390', { fullPage: false });
    await drawer.getByRole('link', { name: 'Customers' }).click();
    await expect(page).toHaveURL(/\/admin\/customers$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(/Showing 1–/)).toBeVisible();
    await shot(page, 'customers-390');
  });
});
