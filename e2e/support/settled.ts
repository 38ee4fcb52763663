/**
 * Waiting for the page to stand still, on conditions rather than a fixed pause: before an
 * accessibility scan (which must see the finished page), a measurement of where something sits, or
 * a screenshot for a person to look at. A fixed pause is too short on a loaded machine and wasted on
 * a quiet one.
 */
import { expect, type Page } from '@playwright/test';

/** Fonts loaded, no transition or one-off animation half-way. */
export async function animationsEnded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Transitions and one-off animations only: a looping one (a spinner) never finishes.
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** Nothing still loading (skeletons, busy tables), and `animationsEnded`. */
export async function settled(page: Page): Promise<void> {
  // Lazy parts (the dashboard's chart) may take a while on a busy machine.
  await expect(page.locator('.skeleton, [aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  await animationsEnded(page);
}

/**
 * `settled`, and every chart drawn to the end: the chart library animates on the canvas frame by
 * frame (no CSS animation to wait for), so the canvases' pictures are compared across two frames
 * until they no longer change.
 */
export async function settledWithCharts(page: Page): Promise<void> {
  await settled(page);
  await page.evaluate(async () => {
    const picture = () => [...document.querySelectorAll('canvas')].map((canvas) => canvas.toDataURL()).join('\n');
    const twoFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    let before = picture();
    for (;;) {
      await twoFrames();
      const now = picture();
      if (now === before) return;
      before = now;
    }
  });
}
