/**
 * Screenshots for a person to look at, taken only when SHOTS_DIR is set: the whole page at the
 * desktop width the spec runs at (1440 px) and again at a 390 px phone's, then back; or only what
 * the screen shows (`fullPage: false`), for what sits at the top of a long page.
 */
import type { Page } from '@playwright/test';

const SHOTS_DIR = process.env.SHOTS_DIR;

export async function shoot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  if (!SHOTS_DIR) return;
  await page.screenshot({ path: `${SHOTS_DIR}/${name}-1440.png`, fullPage });
  const wide = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}-390.png`, fullPage });
  await page.setViewportSize(wide);
}
