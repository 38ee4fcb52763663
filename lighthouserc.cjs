/**
 * Lighthouse CI over the built shop served by `npm start` on a fresh embedded database.
 * Thresholds start loose (the PWA issue tightens them); figures are printed by scripts/lighthouse.ts.
 */
const port = process.env.LH_PORT || '8092';
const base = `http://127.0.0.1:${port}`;
const { CHROMIUM_PATH: chromePath, CHROMIUM_ARGS } = require('./scripts/chromium.cjs');
// Lighthouse wants the new headless mode.
const flags = [...CHROMIUM_ARGS.filter((flag) => flag !== '--headless'), '--headless=new'].join(' ');

module.exports = {
  ci: {
    collect: {
      url: [`${base}/`, `${base}/shop`, `${base}/products`],
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
        // Loose for now (median 0.56-0.62 measured here); the offline-PWA issue tightens it.
        'categories:performance': ['error', { minScore: 0.5, aggregationMethod: 'median-run' }],
        'cumulative-layout-shift': ['error', { maxNumericValue: 0.1, aggregationMethod: 'median-run' }],
        'categories:accessibility': ['error', { minScore: 0.9, aggregationMethod: 'median-run' }],
        'categories:best-practices': ['error', { minScore: 0.9, aggregationMethod: 'median-run' }],
        'categories:seo': ['error', { minScore: 0.9, aggregationMethod: 'median-run' }],
      },
    },
    upload: { target: 'filesystem', outputDir: '.lighthouseci/reports' },
  },
};
