// Throwaway: sign in as the demo admin and capture pages. Usage: npx tsx shot.tmp.mts <port> <name> <path> [<name> <path>...]
import { chromium } from '@playwright/test';
const [port, ...pairs] = process.argv.slice(2);
const base = `http://127.0.0.1:${port}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const width of [1440, 390]) {
  const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${base}/admin/login`);
  await page.waitForTimeout(1500);
  await page.getByRole('textbox', { name: 'Email' }).fill(process.env.SHOT_EMAIL ?? 'admin@verdant.test');
  await page.getByRole('textbox', { name: 'Password' }).fill(process.env.SHOT_PASSWORD ?? 'verdant-admin-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  for (let i = 0; i < pairs.length; i += 2) {
    await page.goto(`${base}${pairs[i + 1]}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/work/shots/main/${pairs[i]}-${width}.png`, fullPage: true });
  }
  await context.close();
}
await browser.close();
