import '@unocss/reset/tailwind.css';
import './styles/fonts';
import './styles/base.css';
import 'virtual:uno.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startOfflineWarmUp, stopOfflineWarmUp } from './app/offline-warm-up';
import { showUpdateToast } from './components/UpdateToast';
import { captureInstallOffer } from './lib/install-prompt';
import { registerServiceWorker } from './lib/pwa';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

captureInstallOffer();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

void registerServiceWorker({ onUpdateReady: showUpdateToast, quiet: stopOfflineWarmUp });
startOfflineWarmUp();
