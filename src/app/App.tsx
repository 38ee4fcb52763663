import { RouterProvider } from 'react-router/dom';
import { queryClient } from '../lib/server-state';
import { AppProviders } from './AppProviders';
import type { AppRouter } from './router';

export function App({ router }: { router: AppRouter }) {
  return (
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
