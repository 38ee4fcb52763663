import '@unocss/reset/tailwind.css';
import './styles/fonts.css';
import './styles/base.css';
import 'virtual:uno.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { startOfflineWarmUp, stopOfflineWarmUp } from './app/offline-warm-up';
import { readEmbeddedPageData, seedQueryClient } from './app/ssr/page-data';
import { showUpdateToast } from './components/UpdateToast';
import { catalogueKeys } from './features/catalogue/api/catalogue-keys';
import { seedCatalogue } from './features/catalogue/catalogue-sync';
import type { ProductsResponse } from './contracts/product';
import { captureInstallOffer } from './lib/install-prompt';
import { registerServiceWorker } from './lib/pwa';
import { inNextTask } from './lib/next-task';
import { hydrationStarts } from './lib/use-after-hydration';
import { whenStartUpIsOver } from './lib/when-idle';
import { queryClient } from './lib/server-state';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

captureInstallOffer();

// A server-rendered page (decision 0100) carries the answers it was painted from: the query cache
// gets them first, so hydration renders the same page and asks the server for nothing. The shell
// (account, checkout, admin, and offline navigations) has none, and renders from scratch.
const pageData = readEmbeddedPageData(document);
if (pageData) {
  seedQueryClient(queryClient, pageData);
  const overview = queryClient.getQueryData<ProductsResponse>(catalogueKeys.overview());
  if (overview) seedCatalogue(overview);
}

// Start-up in short tasks (decision 0290): the modules and the page's answers above, then the
// router, then the render. Hydration is a transition, so React renders the page in slices too,
// yielding between them, instead of in one task as long as the page is big.
inNextTask(() => {
  const app = (
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>
  );
  inNextTask(() => {
    if (pageData) {
      hydrationStarts();
      startTransition(() => {
        hydrateRoot(root, app);
      });
    } else {
      createRoot(root).render(app);
    }
  });
});

// The worker, and with it the download of the whole precache, waits until the page's start-up is
// over (decision 0287): on a first visit its fetches would share the phone's link and main thread
// with the page's own. The warm-up waits for the same moment, then for the worker.
whenStartUpIsOver(() => void registerServiceWorker({ onUpdateReady: showUpdateToast, quiet: stopOfflineWarmUp }));
startOfflineWarmUp();
