/**
 * Renders screens as the app does: inside the one server-state cache (src/lib/server-state, cleared
 * after each test by tests/client/setup.ts), and at a path inside a memory router, with stand-in
 * pages to see where it went.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { AccountSessionProvider } from '../../../src/app/layouts/account/AccountLayout';
import { queryClient } from '../../../src/lib/server-state';

/** `render` with the app's providers around the element. */
export function renderWithProviders(ui: ReactElement) {
  return render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

export const where = () => screen.getByTestId('where').textContent;

/** `pages` maps a route pattern to its element; unlisted destinations render their path only. */
export function renderAt(path: string, pages: Record<string, ReactNode>, { account = false } = {}) {
  const children: RouteObject[] = Object.entries(pages).map(([pattern, element]) => ({ path: pattern, element }));
  children.push({ path: '*', element: <p>elsewhere</p> });
  const shell = account ? (
    <AccountSessionProvider>
      <Where />
      <Outlet />
    </AccountSessionProvider>
  ) : (
    <>
      <Where />
      <Outlet />
    </>
  );
  return renderRouter(createMemoryRouter([{ element: shell, children }], { initialEntries: [path] }));
}

/** Renders a router as the app does: react-router/dom's RouterProvider passes flushSync to navigate(…, { flushSync }). */
export function renderRouter<R extends ReturnType<typeof createMemoryRouter>>(router: R): R {
  renderWithProviders(
    <RouterProvider
      router={router}
      flushSync={(update) => {
        flushSync(update);
        return undefined;
      }}
    />,
  );
  return router;
}
