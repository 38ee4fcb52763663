import '@unocss/reset/tailwind.css';
import './styles/fonts.css';
import './styles/base.css';
import 'virtual:uno.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { startOfflineWarmUp, stopOfflineWarmUp } from './app/offline-warm-up';
import { readEmbeddedPageData, seedQueryClient } from './app/ssr/page-data';
import { showUpdateToast } from './components/UpdateToast';
import { catalogueKeys } from './features/catalogue/api/catalogue-keys';
import { seedCatalogue } from './features/catalogue/catalogue-sync';
import type { ProductsResponse } from './contracts/product';
import { captureInstallOffer } from './lib/install-prompt';
import { registerServiceWorker } from './lib/pwa';
import { hydrationStarts } from './lib/use-after-hydration';
import { whenStartUpIsOver } from './lib/when-idle';
import { queryClient } from './lib/server-state';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

captureInstallOffer();
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A server-rendered page (decision 0100) carries the answers it was painted from: the query cache
// gets them first, so hydration renders the same page and asks the server for nothing. The shell
// (account, checkout, admin, and offline navigations) has none, and renders from scratch.
const pageData = readEmbeddedPageData(document);
if (pageData) {
  seedQueryClient(queryClient, pageData);
  const overview = queryClient.getQueryData<ProductsResponse>(catalogueKeys.overview());
  if (overview) seedCatalogue(overview);
  hydrationStarts();
  hydrateRoot(root, app);
} else {
  createRoot(root).render(app);
}

// The worker, and with it the download of the whole precache, waits until the page's start-up is
// over (decision 0287): on a first visit its fetches would share the phone's link and main thread
// with the page's own. The warm-up waits for the same moment, then for the worker.
whenStartUpIsOver(() => void registerServiceWorker({ onUpdateReady: showUpdateToast, quiet: stopOfflineWarmUp }));
startOfflineWarmUp();
