/**
 * The storefront at a phone's width and a desktop's (decision 0110): rows that do not fit say so
 * and stay reachable by keyboard, the account's sections all show whole, toasts never cover the
 * open bag's header, and the category labels meet WCAG AA whatever picture is beneath them.
 */
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_CUSTOMER, storeSession } from './support/accounts';
import { apiProducts, blockLocationServices, LONDON_SHOPPER, waitForCurrencyDetection } from './support/storefront';

test.use(LONDON_SHOPPER);

test.beforeEach(async ({ context }) => {
  await blockLocationServices(context);
});

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

/**
 * The lowest WCAG contrast ratio of `text`'s colour against its nearest painted background,
 * composited over pure black and over pure white (whatever a picture beneath could be).
 */
async function worstContrast(text: Locator): Promise<number> {
  return text.evaluate((element) => {
    const rgba = (css: string) => {
      const [r, g, b, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
      return { r: r!, g: g!, b: b!, a };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const channel = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const over = (top: ReturnType<typeof rgba>, base: number) => ({
      r: top.r * top.a + base * (1 - top.a),
      g: top.g * top.a + base * (1 - top.a),
      b: top.b * top.a + base * (1 - top.a),
    });
    let node: Element | null = element;
    let background = rgba('rgba(0, 0, 0, 0)');
    while (node && background.a === 0) {
      background = rgba(getComputedStyle(node).backgroundColor);
      node = node.parentElement;
    }
    const colour = rgba(getComputedStyle(element).color);
    const ratios = [0, 255].map((base) => {
      const behind = over(background, base);
      const fore = over(colour, 0);
      const foreground = colour.a === 1 ? fore : { r: colour.r * colour.a + behind.r * (1 - colour.a), g: colour.g * colour.a + behind.g * (1 - colour.a), b: colour.b * colour.a + behind.b * (1 - colour.a) };
      const [light, dark] = [luminance(foreground), luminance(behind)].sort((x, y) => y - x);
      return (light! + 0.05) / (dark! + 0.05);
    });
    return Math.min(...ratios);
  });
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function fullyInView(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!;
  const viewport = page.viewportSize()!;
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height;
}

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('the category labels and counts meet WCAG AA (4.5:1) over any picture', async ({ page }) => {
      await page.goto('/');
      await waitForCurrencyDetection(page);
      const labels = page.getByTestId('category-tile-label');
      await expect(labels).toHaveCount(4);
      await expect(page.getByTestId('category-tile-count')).toHaveCount(4);
      for (const text of [...(await labels.all()), ...(await page.getByTestId('category-tile-count').all())]) {
        expect(await worstContrast(text), await text.textContent() ?? '').toBeGreaterThanOrEqual(4.5);
      }
    });

    test('a toast never covers the open bag’s title or close button', async ({ page, request }) => {
      // A product of one size with stock to spare: the newest product may be another test's, with
      // one unit (so no "Increase") or several sizes (so no plain "Add to bag").
      const product = (await apiProducts(request, { limit: 100 })).find((candidate) => candidate.variants.length === 1 && candidate.stock >= 5)!;
      // With reduced motion the toasts neither slide in nor glide as they stack (react-hot-toast
      // reads the preference once, at its first toast), so a toast's place is final the moment it
      // shows: measured at once, not after hovering it, which a loaded machine did too late for
      // the toast's 2 s.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`/products/${product.id}`);
      await waitForCurrencyDetection(page);
      await page.getByRole('button', { name: 'Add to bag' }).click();
      const bag = page.getByRole('dialog', { name: /My Bag/ });
      await expect(bag).toBeVisible();
      const toast = page.getByText('Quantity increased').first();
      let toastBox: Awaited<ReturnType<Locator['boundingBox']>> = null;
      for (let attempt = 0; attempt < 3 && !toastBox; attempt++) {
        await page.getByRole('button', { name: /^Increase quantity of/ }).click();
        await expect(toast).toBeVisible();
        toastBox = await toast.locator('..').boundingBox({ timeout: 1_000 }).catch(() => null); // the toast's whole bar, icon and all
      }
      expect(toastBox, 'a toast to measure').not.toBeNull();
      for (const part of [bag.getByRole('heading', { name: /My Bag/ }), bag.getByRole('button', { name: 'Close bag' })]) {
        expect(overlaps(toastBox!, (await part.boundingBox())!)).toBe(false);
      }
    });
  });
}

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the category chips fade at the edge with more, and Tab brings the last one whole into view', async ({ page }) => {
    await page.goto('/products');
    await waitForCurrencyDetection(page);
    const row = page.getByRole('list', { name: 'Categories' });
    await expect(row).toHaveAttribute('data-more-end', 'true');
    await expect(row).not.toHaveAttribute('data-more-start', /.*/);
    const last = row.getByRole('link', { name: 'Accessories' });
    await row.getByRole('link', { name: 'All' }).focus();
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
    await expect(last).toBeFocused();
    await expect.poll(() => fullyInView(page, last)).toBe(true);
    await expect(row).toHaveAttribute('data-more-start', 'true');
    await expect(row).not.toHaveAttribute('data-more-end', /.*/);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('all five category chips show whole, with no fade', async ({ page }) => {
    await page.goto('/products');
    await waitForCurrencyDetection(page);
    const row = page.getByRole('list', { name: 'Categories' });
    await expect(row.getByRole('link')).toHaveCount(5);
    for (const chip of await row.getByRole('link').all()) expect(await fullyInView(page, chip)).toBe(true);
    await expect(row).not.toHaveAttribute('data-more-end', /.*/);
  });

  test('every account section’s tab shows whole, without scrolling', async ({ page, request }) => {
    const login = await request.post('/api/v1/user/login', { data: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password } });
    expect(login.ok()).toBe(true);
    await page.goto('/');
    await storeSession(page, (await login.json()).data.token);
    await page.goto('/account-details');
    const tabs = page.getByRole('navigation', { name: 'Account sections' }).first().getByRole('link');
    await expect(tabs).toHaveCount(5);
    for (const tab of await tabs.all()) {
      expect(await fullyInView(page, tab), await tab.textContent() ?? '').toBe(true);
      expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
  });
});
