/**
 * Lighthouse CI over the built shop served by `npm start` on a fresh embedded database (the storefront performance work):
 * the landing page, the shop, the products list, a product page and a policy page, mobile preset
 * (Lighthouse's default), median of three runs: performance at least 0.9 on each page (decision 0278);
 * accessibility, best practices and SEO perfect; CLS under 0.1. Figures are printed by
 * scripts/lighthouse.ts.
 */
const port = process.env.LH_PORT || '8092';
const base = `http://127.0.0.1:${port}`;
const { CHROMIUM_PATH: chromePath, CHROMIUM_ARGS } = require('./scripts/chromium.cjs');
// Lighthouse wants the new headless mode.
const flags = [...CHROMIUM_ARGS.filter((flag) => flag !== '--headless'), '--headless=new'].join(' ');

module.exports = {
  ci: {
    collect: {
      // A product of the seed catalogue (server/db/seed/catalogue.ts), so the page is the same every run.
      // LH_PATHS (comma-separated, e.g. "/,/shop") narrows the list while iterating; CI runs all five.
      url: (process.env.LH_PATHS ? process.env.LH_PATHS.split(',') : ['/', '/shop', '/products', '/products/rosehip-sea-buckthorn-facial-oil', '/shipping-policy']).map((path) => `${base}${path}`),
      startServerCommand: `rm -rf .lh-data && DATA_DIR=.lh-data PORT=${port} HOST=127.0.0.1 LOG_LEVEL=warn RATE_LIMIT_PER_MINUTE=100000 npx tsx scripts/start.ts`,
      startServerReadyPattern: 'is running at',
      startServerReadyTimeout: 240000,
      // The median of three: single runs on a 2-core machine swing by 20 points (mostly TBT).
      numberOfRuns: 3,
      chromePath,
      settings: { chromeFlags: flags, skipAudits: ['uses-http2'] },
    },
    assert: {
      assertions: {
        // The storefront performance bar, on the median of the three scores (not one representative run).
        // The score takes its task lengths from this machine (Lighthouse multiplies them by four), so
        // Total Blocking Time grows with whatever else runs beside it: CI runs this step alone. Back
        // at 0.9 from the 0.65 of decision 0195: CI's medians were 93-98 and a quiet machine's 97-100
        // (docs/decisions/0278-the-lighthouse-gate-back-at-0-9.md). Never lowered to land work.
        'categories:performance': ['error', { minScore: 0.9, aggregationMethod: 'median' }],
        'cumulative-layout-shift': ['error', { maxNumericValue: 0.1, aggregationMethod: 'median' }],
        'categories:accessibility': ['error', { minScore: 1, aggregationMethod: 'median' }],
        'categories:best-practices': ['error', { minScore: 1, aggregationMethod: 'median' }],
        'categories:seo': ['error', { minScore: 1, aggregationMethod: 'median' }],
      },
    },
    upload: { target: 'filesystem', outputDir: '.lighthouseci/reports' },
  },
};
