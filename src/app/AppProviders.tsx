/**
 * What every render of the app sits in, in the browser and on the server: the query cache it is
 * given (one for the whole visit in the browser, a fresh one per request on the server) and the
 * toasts' container (mounted once react-hot-toast has loaded, src/lib/toasts.tsx).
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LazyToaster } from '../lib/toasts';

/**
 * docs/product/storefront.md#shared-page-behaviour: toasts top-right. Styled to the palette; durations are set per toast. The
 * `toast-region` class lets src/styles/base.css move them clear of the open bag's header.
 */
const TOAST_OPTIONS = {
  className: '!rounded-2xl !bg-cream-50 !px-4 !py-3 !text-sm !text-ink !shadow-lift border border-sand-100',
  success: { iconTheme: { primary: '#516B49', secondary: '#FFFDF9' } },
  error: { iconTheme: { primary: '#B4443A', secondary: '#FFFDF9' } },
};

export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <LazyToaster position="top-right" toastOptions={TOAST_OPTIONS} containerClassName="toast-region" containerStyle={{ top: 16, right: 16 }} />
    </QueryClientProvider>
  );
}
