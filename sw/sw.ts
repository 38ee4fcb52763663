/// <reference lib="webworker" />
/**
 * The service worker (built by vite-plugin-pwa, injectManifest). One module per caching concern
 * (the order matters: routes registered first win), and one for the notifications about orders.
 */
import type { PrecacheEntry } from 'workbox-precaching';
import { registerAppShell } from './app-shell';
import { registerCatalogueCaching } from './catalogue';
import { registerImageCaching } from './images';
import { registerLifecycle } from './lifecycle';
import { registerPushNotifications } from './push';
import { registerQueuedWrites } from './queued-writes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

registerLifecycle();
registerPushNotifications();
registerQueuedWrites();
registerCatalogueCaching();
registerImageCaching();
registerAppShell(self.__WB_MANIFEST);
