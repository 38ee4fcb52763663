/**
 * Lighthouse CI over the built shop served by `npm start` on a fresh embedded database (the storefront performance work):
 * the landing page, the shop, the products list, a product page and a policy page, mobile preset
 * (Lighthouse's default), median of three runs: performance at least 0.65 on each page for now (decision 0195: 0.95 again once start-up work is cut);
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
        // The storefront performance bar, on the median of the three scores (not one representative run). Measured at
        // idle after decision 0108: every run 0.96-1.00. The score takes its task lengths from this
        // machine (Lighthouse multiplies them by four), so Total Blocking Time grows with whatever
        // else runs beside it: measure on a quiet machine (CI runs this step alone).
        // Lowered from 0.95: on today's machines the same code that scored 0.98 scores 0.74, from
        // many short start-up tasks counted four times (docs/decisions/0195-lighthouse-bar-during-the-tbt-regression.md).
        'categories:performance': ['error', { minScore: 0.65, aggregationMethod: 'median' }],
        'cumulative-layout-shift': ['error', { maxNumericValue: 0.1, aggregationMethod: 'median' }],
        'categories:accessibility': ['error', { minScore: 1, aggregationMethod: 'median' }],
        'categories:best-practices': ['error', { minScore: 1, aggregationMethod: 'median' }],
        'categories:seo': ['error', { minScore: 1, aggregationMethod: 'median' }],
      },
    },
    upload: { target: 'filesystem', outputDir: '.lighthouseci/reports' },
  },
};
