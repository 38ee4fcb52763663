/**
 * The PWA build. Service worker: `injectManifest` with our own `sw/sw.ts`, because the offline
 * catalogue needs hand-written caching rules that `generateSW` cannot express.
 *
 * registerType is 'prompt', not 'autoUpdate': an automatic takeover reloads the page under the
 * shopper, which could drop a half-filled checkout or a card form mid-payment. Instead the new
 * worker waits, `src/lib/pwa.ts` shows a toast, and the shopper chooses when to reload
 * (the worker then receives 'SKIP_WAITING').
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { OPEN_BAG_HREF, paths } from './src/config/paths.ts';
import { CHUNK_GROUPS } from './scripts/chunk-groups.ts';
import { chunkFileName, ONLINE_ONLY_GLOB } from './scripts/online-only-chunks.ts';
import { precompress } from './scripts/precompress-plugin.ts';
import { preloadFonts } from './scripts/preload-fonts-plugin.ts';
import { startAfterFirstPaint } from './scripts/start-after-paint-plugin.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8787}`;
const proxy = {
  '/api': { target: apiTarget, changeOrigin: false },
  '/media': { target: apiTarget, changeOrigin: false },
};

// Palette values (uno.config.ts): cream-100 page, sage-800 brand green.
const BACKGROUND = '#FBF7F0';
const THEME = '#354735';

/**
 * Two builds (`npm run build`): the browser's (dist/), then with --ssr the server renderer
 * (src/entry-server.tsx -> dist/server/entry-server.js, decision 0100). The server build needs
 * React and the class names only: no service worker, font preloads or compressed copies.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: command === 'build' ? { alias: reactRouterProductionBuild() } : undefined,
  plugins: [
    react(),
    UnoCSS(),
    ...(isSsrBuild ? [] : browserOnlyPlugins()),
  ],
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
  build: isSsrBuild
    ? { outDir: 'dist/server', target: 'node20', sourcemap: true, emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        target: 'es2022',
        // Built for whoever reads an error report, never linked from the bundles nor served
        // (server/plugins/static.ts): full sources stay off the public site (docs/decisions/0216-api-surface-in-production.md).
        sourcemap: 'hidden',
        // dist/.vite/manifest.json: which chunks a page needs (scripts/js-budget.ts).
        manifest: true,
        rolldownOptions: { output: { chunkFileNames: chunkFileName, codeSplitting: { groups: CHUNK_GROUPS } } },
      },
}));

/**
 * react-router's package exports send every bundler to its development build (dev-only checks and
 * warnings, ENABLE_DEV_WARNINGS on); its production build ships beside it, unused. Builds take
 * the production one (docs/decisions/0200); the dev server and tests keep the warnings.
 */
function reactRouterProductionBuild() {
  const built = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
  return [
    { find: /^react-router$/, replacement: built('index.mjs') },
    { find: /^react-router\/dom$/, replacement: built('dom-export.mjs') },
  ];
}

function browserOnlyPlugins() {
  return [
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      // We register ourselves with workbox-window in src/lib/pwa.ts (production builds only).
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'Verdant — Natural Skincare',
        short_name: 'Verdant',
        description: 'Natural skincare and beauty for face, hair and body, true to nature.',
        lang: 'en-GB',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: BACKGROUND,
        theme_color: THEME,
        categories: ['shopping', 'beauty', 'lifestyle'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        shortcuts: [
          {
            name: 'Shop',
            short_name: 'Shop',
            description: 'Browse every product',
            url: paths.storefront.shop.getHref(),
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
          {
            name: 'My Bag',
            short_name: 'Bag',
            description: 'Open your bag',
            url: OPEN_BAG_HREF,
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
        ],
        // Shown in Chromium's richer install dialog; taken from the running shop (scripts/pwa-screenshots.ts).
        screenshots: [
          { src: '/screenshots/shop-narrow.png', sizes: '390x844', type: 'image/png', form_factor: 'narrow', label: 'The shop on a phone' },
          { src: '/screenshots/shop-wide.png', sizes: '1440x900', type: 'image/png', form_factor: 'wide', label: 'The shop on a desktop' },
        ],
      },
      injectManifest: {
        // The app shell and every storefront chunk: scripts, styles, the HTML, self-hosted fonts
        // and the icons. Admin and account chunks load on demand (scripts/online-only-chunks.ts);
        // the manifest's screenshots are for install dialogs only.
        globPatterns: ['**/*.{js,css,html,woff2,png,svg,ico,webmanifest}'],
        globIgnores: ['**/node_modules/**', '**/*.map', ONLINE_ONLY_GLOB, 'screenshots/**'],
        // Hashed files are named by their content: the precache may take them from the HTTP cache
        // (workbox fetches them with cache mode 'default', not 'reload'), so the chunks the page has
        // just loaded are not downloaded a second time by the worker (decision 0287). The plugin's
        // own default; said here so that the reuse does not hang on a default.
        dontCacheBustURLsMatching: /^assets\//,
        // A classic-script worker (one file, no imports at run time): registered without
        // `type: 'module'`, so it runs in every browser, and Vite 8 builds it without the deprecated
        // inlineDynamicImports option that the 'es' format sets.
        rollupFormat: 'iife',
      },
      devOptions: { enabled: false },
    }),
    // Both variable fonts (src/styles/fonts.css): the text and the headings' serif above the fold
    // (the landing page's h1 moved when it swapped in late: Lighthouse CLS 0.002, decision 0107).
    preloadFonts([/inter-latin-wght-normal-[^/]+\.woff2$/, /cormorant-garamond-latin-wght-normal-[^/]+\.woff2$/]),
    // The app's scripts are asked for after the server-rendered first frame (decision 0108).
    startAfterFirstPaint(),
    precompress(),
  ];
}
