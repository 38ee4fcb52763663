/**
 * Takes the manifest's screenshots (public/screenshots/) from a running shop, so the install
 * dialog shows the shop as it is: the shop page at a phone's and a desktop's size.
 * Usage: `tsx scripts/pwa-screenshots.ts http://127.0.0.1:8080` (after `npm start`).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import browserConfig from './chromium.cjs';

const SHOTS = [
  { file: 'shop-narrow.png', width: 390, height: 844 },
  { file: 'shop-wide.png', width: 1440, height: 900 },
] as const;

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:8080';
const outDir = path.resolve('public/screenshots');
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: browserConfig.CHROMIUM_PATH, args: browserConfig.CHROMIUM_ARGS });
try {
  for (const shot of SHOTS) {
    const page = await browser.newPage({ viewport: { width: shot.width, height: shot.height } });
    await page.goto(new URL('/shop', baseUrl).href, { waitUntil: 'networkidle' });
    await page.screenshot({ path: path.join(outDir, shot.file) });
    await page.close();
    console.log(`wrote public/screenshots/${shot.file}`);
  }
} finally {
  await browser.close();
}
