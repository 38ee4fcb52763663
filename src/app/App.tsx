import { RouterProvider } from 'react-router/dom';
import { queryClient } from '../lib/server-state';
import { AppProviders } from './AppProviders';
import { router } from './router';

export function App() {
  return (
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
