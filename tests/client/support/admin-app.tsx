/**
 * The back office as the app runs it, for screen tests: an admin signed in (the store holds their
 * token; GET /admin/profile answers them) and the app's own route table rendered at a path, with
 * the toaster, waited on until the page's heading shows.
 */
import { screen } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '../../../src/app/routes';
import { useAdminAuthStore } from '../../../src/features/admin-auth/stores/admin-auth-store';
import { validToken } from '../helpers';
import { ok, type ApiMock } from './api-mock';
import { renderWithProviders } from './render';

const ADMIN = { id: 'a1', name: 'Grace Hopper', email: 'grace@verdant.test' };

export function signInAdmin(api: ApiMock): void {
  useAdminAuthStore.getState().login(ADMIN, validToken());
  api.on('GET', '/admin/profile', ok({ admin: ADMIN }));
}

/** Opens `path` in the whole app and waits for its level-1 heading; answers the router to follow navigation. */
export async function openAdminPage(path: string, heading: string | RegExp) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithProviders(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
  // The admin pages are lazy chunks: on a busy machine their first load can take several seconds.
  await screen.findByRole('heading', { name: heading, level: 1 }, { timeout: 20_000 });
  return router;
}
