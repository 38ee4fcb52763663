/**
 * `npm run first-load`: what a first visit to each measured storefront page spends on scripts
 * while it starts up (decision 0288). The JavaScript budget (scripts/js-budget.ts) reads the build
 * manifest, so it cannot see what the running app asks for by itself once loaded: the service
 * worker and its precache, the offline warm-up, code loaded on a first visit. This opens each
 * page in Chromium with a fresh profile, against the production server on a fresh database, and
 * counts every script response that starts in the first FIRST_LOAD_WINDOW_MS after the navigation,
 * the service worker's own fetches included, by its bytes on the wire. It fails above
 * FIRST_LOAD_BUDGET_BYTES on any page.
 *
 * It also lists the page's long tasks (PerformanceObserver 'longtask', registered before any of
 * the page's scripts run) from the navigation until the page is interactive: hydrated, when the
 * app marks the document (src/app/layouts/PageReady.tsx).
 *
 * FIRST_LOAD_PATHS (comma-separated) narrows the pages; FIRST_LOAD_RUNS repeats each page and
 * prints the medians (the gate is the median's).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Request } from '@playwright/test';
import browserConfig from './chromium.cjs';
import { buildIfStale } from './build-if-stale';
import { startServerProcess } from './server-process';

export const FIRST_LOAD_BUDGET_BYTES = 150 * 1024;
/** FIRST_LOAD_WINDOW_MS widens it, to see what comes after start-up (the gate is the 3 s). */
export const FIRST_LOAD_WINDOW_MS = Number(process.env.FIRST_LOAD_WINDOW_MS ?? 3_000) || 3_000;
/** The pages of lighthouserc.cjs. */
const PATHS = process.env.FIRST_LOAD_PATHS?.split(',') ?? ['/', '/shop', '/products', '/products/rosehip-sea-buckthorn-facial-oil', '/shipping-policy'];
const RUNS = Math.max(1, Number(process.env.FIRST_LOAD_RUNS ?? 1) || 1);
/** Lighthouse's mobile screen (a mid-range phone), so the same picture renditions are chosen. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** A long task is one of 50 ms or more (the Long Tasks API's own threshold). */
const LONG_TASKS_SCRIPT = `
  window.__firstLoadLongTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__firstLoadLongTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  // Watched from the document: its <html> element does not exist yet when this runs.
  new MutationObserver((changes, observer) => {
    if (!document.documentElement?.hasAttribute('data-page-ready')) return;
    window.__firstLoadReadyAt = performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-page-ready'] });
`;

interface ScriptFetch {
  url: string;
  startMs: number;
  bytes: number;
  byWorker: boolean;
}

interface LongTask {
  start: number;
  duration: number;
}

interface PageLoad {
  path: string;
  scripts: ScriptFetch[];
  bytes: number;
  interactiveMs: number | null;
  longTasks: LongTask[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function isScript(request: Request): boolean {
  const type = request.resourceType();
  if (type === 'script') return true;
  // A worker's own fetches (the precache) have no resource type of their own.
  return /\.m?js(\?|$)/.test(new URL(request.url()).pathname);
}

async function measure(browser: Browser, base: string, pagePath: string): Promise<PageLoad> {
  // A new context is a fresh profile: empty HTTP cache, no service worker, no storage.
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow' });
  const scripts: ScriptFetch[] = [];
  const pending: Array<Promise<void>> = [];
  let navigationStart = 0;
  const record = (request: Request) => {
    if (!isScript(request)) return;
    pending.push(
      (async () => {
        const response = await request.response().catch(() => null);
        const sizes = await request.sizes().catch(() => null);
        const timing = request.timing();
        scripts.push({
          url: new URL(request.url()).pathname,
          startMs: timing.startTime - navigationStart,
          // Headers and body as they came over the wire (the body compressed); zero when a cache answered.
          bytes: sizes && !response?.fromServiceWorker() ? sizes.responseHeadersSize + sizes.responseBodySize : 0,
          byWorker: request.serviceWorker() !== null,
        });
      })(),
    );
  };
  context.on('requestfinished', record);
  const page = await context.newPage();
  await page.addInitScript(LONG_TASKS_SCRIPT);
  navigationStart = Date.now();
  await page.goto(new URL(pagePath, base).href, { waitUntil: 'commit' });
  await page.waitForTimeout(FIRST_LOAD_WINDOW_MS - (Date.now() - navigationStart));
  const cutOff = Date.now() - navigationStart;
  // Not yet hydrated after the window (a very busy machine): wait for it, up to 20 s more.
  await page.locator('html[data-page-ready]').waitFor({ state: 'attached', timeout: 20_000 }).catch(() => undefined);
  const { interactiveMs, longTasks } = await page.evaluate(() => {
    const marks = window as unknown as { __firstLoadLongTasks: LongTask[]; __firstLoadReadyAt?: number };
    return { interactiveMs: marks.__firstLoadReadyAt ?? null, longTasks: marks.__firstLoadLongTasks };
  });
  context.off('requestfinished', record);
  await Promise.all(pending);
  await context.close();
  const early = scripts.filter((script) => script.startMs <= cutOff).sort((a, b) => a.startMs - b.startMs);
  const beforeInteractive = longTasks.filter((task) => interactiveMs === null || task.start < interactiveMs);
  return { path: pagePath, scripts: early, bytes: early.reduce((sum, script) => sum + script.bytes, 0), interactiveMs, longTasks: beforeInteractive };
}

function print(load: PageLoad): void {
  const total = load.longTasks.reduce((sum, task) => sum + task.duration, 0);
  console.log(`\n${load.path}: ${kb(load.bytes)} of scripts in the first ${FIRST_LOAD_WINDOW_MS / 1000} s (budget ${kb(FIRST_LOAD_BUDGET_BYTES)})`);
  for (const script of load.scripts) {
    const who = script.byWorker ? 'worker' : 'page  ';
    console.log(`  ${String(Math.round(script.startMs)).padStart(5)} ms  ${who}  ${kb(script.bytes).padStart(9)}  ${script.url}`);
  }
  const interactive = load.interactiveMs === null ? 'not interactive' : `interactive at ${Math.round(load.interactiveMs)} ms`;
  console.log(`  ${interactive}; ${load.longTasks.length} long tasks before it, ${Math.round(total)} ms in all`);
  for (const task of load.longTasks) console.log(`    long task at ${Math.round(task.start)} ms: ${Math.round(task.duration)} ms`);
}

async function main(): Promise<number> {
  const failed = buildIfStale();
  if (failed !== null) return failed;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'first-load-'));
  // What `npm start` serves (scripts/start.ts): the production build of the demo shop, seeded.
  const shop = await startServerProcess({ NODE_ENV: 'production', SHOP_DEMO: 'true', SEED: 'true', DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '100000' });
  const base = `http://127.0.0.1:${shop.port}`;
  const browser = await chromium.launch({ executablePath: browserConfig.CHROMIUM_PATH, args: browserConfig.CHROMIUM_ARGS });
  const rows: Array<{ path: string; kb: number; longTasks: number; longTaskMs: number; interactiveMs: number }> = [];
  try {
    for (const pagePath of PATHS) {
      const loads: PageLoad[] = [];
      for (let run = 0; run < RUNS; run++) {
        const load = await measure(browser, base, pagePath);
        print(load);
        loads.push(load);
      }
      rows.push({
        path: pagePath,
        kb: median(loads.map((load) => load.bytes)) / 1024,
        longTasks: median(loads.map((load) => load.longTasks.length)),
        longTaskMs: median(loads.map((load) => load.longTasks.reduce((sum, task) => sum + task.duration, 0))),
        interactiveMs: median(loads.map((load) => load.interactiveMs ?? Number.NaN)),
      });
    }
  } finally {
    await browser.close();
    await shop.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\nFirst-load scripts (medians of ${RUNS} run${RUNS > 1 ? 's' : ''} per page; fresh profile, phone screen, no throttling):`);
  console.log('page'.padEnd(44), 'scripts KB', 'long tasks', 'long ms', 'interactive ms');
  for (const row of rows) {
    console.log(
      row.path.padEnd(44),
      row.kb.toFixed(1).padStart(10),
      String(row.longTasks).padStart(10),
      String(Math.round(row.longTaskMs)).padStart(7),
      String(Math.round(row.interactiveMs)).padStart(14),
    );
  }
  const over = rows.filter((row) => row.kb * 1024 > FIRST_LOAD_BUDGET_BYTES);
  for (const row of over) console.error(`${row.path}: ${row.kb.toFixed(1)} KB of scripts in the first load, over ${kb(FIRST_LOAD_BUDGET_BYTES)}.`);
  return over.length ? 1 : 0;
}

process.exit(await main());
