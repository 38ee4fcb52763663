/**
 * The one description of how this project starts Chromium (Playwright, Lighthouse, screenshots):
 * Debian's build, never a downloaded one (CHROME_PATH overrides), with the flags that keep it
 * quiet on a machine without a network beyond the package registries.
 */
const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

module.exports = { CHROMIUM_PATH, CHROMIUM_ARGS };
