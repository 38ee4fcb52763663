import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'react-hot-toast';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from '../lib/server-state';
import { router } from './router';

/**
 * Spec section 2: toasts top-right. Styled to the palette; durations are set per toast. The
 * `toast-region` class lets src/styles/base.css move them clear of the open bag's header.
 */
const TOAST_OPTIONS = {
  className: '!rounded-2xl !bg-cream-50 !px-4 !py-3 !text-sm !text-ink !shadow-lift border border-sand-100',
  success: { iconTheme: { primary: '#56714E', secondary: '#FFFDF9' } },
  error: { iconTheme: { primary: '#B4443A', secondary: '#FFFDF9' } },
};

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster position="top-right" toastOptions={TOAST_OPTIONS} containerClassName="toast-region" containerStyle={{ top: 16, right: 16 }} />
    </QueryClientProvider>
  );
}
