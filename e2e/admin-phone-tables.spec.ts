/**
 * The back office's lists on a phone and on a wide screen: at 390 px the orders, products,
 * discounts and customers tables show each row's status, amount and actions without scrolling
 * sideways; at 1440 px the orders search box shows its whole placeholder; the dashboard's
 * low-stock names are never cut off.
 */
import type { Locator, Page } from '@playwright/test';
import { signInAsAdmin } from './support/accounts';
import { expect, test } from './support/test';

/** Every cell of the first row that is shown ends inside the viewport, and nothing scrolls sideways. */
async function expectRowFits(page: Page, table: Locator, width: number) {
  const row = table.locator('tbody tr:not([data-testid="skeleton-row"])').first();
  await expect(row).toBeVisible();
  const cells = row.locator('td');
  for (let index = 0; index < (await cells.count()); index += 1) {
    const cell = cells.nth(index);
    if (!(await cell.isVisible())) continue;
    const box = (await cell.boundingBox())!;
    expect(box.x + box.width, `cell ${index + 1} of ${await table.locator('caption').textContent()}`).toBeLessThanOrEqual(width + 0.5);
  }
  const overflow = await table.evaluate((element) => {
    const scroller = element.parentElement!;
    return { table: scroller.scrollWidth - scroller.clientWidth, page: document.documentElement.scrollWidth - window.innerWidth };
  });
  expect(overflow).toEqual({ table: 0, page: 0 });
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [path, caption, mustShow] of [
    ['/admin/orders', 'Orders', ['Total', 'Status']],
    ['/admin/products', 'Products', ['Stock', 'Status']],
    ['/admin/marketing/discounts', 'Discount codes', ['Code']],
    ['/admin/customers', 'Customers', ['Total spent']],
  ] as const) {
    test(`${caption}: status, amount and actions fit the screen`, async ({ page }) => {
      await signInAsAdmin(page, path);
      const table = page.getByRole('table', { name: caption });
      await expect(table.locator('tbody tr:not([data-testid="skeleton-row"])').first()).toBeVisible();
      for (const header of mustShow) await expect(table.getByRole('columnheader', { name: new RegExp(header) })).toBeVisible();
      await expectRowFits(page, table, 390);
      if (caption === 'Discount codes') {
        // The status rides under the code on a phone; the actions stay on the row. The stats and
        // the welcome codes' line above the list put its first row below the fold at 844 px, and
        // what is measured here is the row's width, so the row is brought up first.
        const first = table.locator('tbody tr:not([data-testid="skeleton-row"])').first();
        await first.scrollIntoViewIfNeeded();
        await expect(first.locator('[data-colour]').first()).toBeInViewport({ ratio: 1 });
        await expect(first.getByRole('button', { name: /^Delete/ })).toBeInViewport({ ratio: 1 });
      }
    });
  }
});

test('orders search shows its whole placeholder at 1440 px', async ({ page }) => {
  await signInAsAdmin(page, '/admin/orders');
  const box = page.getByPlaceholder('Search by order number or customer');
  await expect(box).toBeVisible();
  const room = await box.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const inner = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return inner - context.measureText(input.placeholder).width;
  });
  expect(room).toBeGreaterThanOrEqual(0);
});

test('the dashboard never cuts a low-stock name, and names it in full on hover', async ({ page }) => {
  await signInAsAdmin(page, '/admin/dashboard');
  const names = page.getByRole('region', { name: 'Low stock' }).locator('li p[title]');
  await expect(names.first()).toBeVisible();
  for (let index = 0; index < (await names.count()); index += 1) {
    const name = names.nth(index);
    expect(await name.getAttribute('title')).toBe(await name.textContent());
    expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  }
});
