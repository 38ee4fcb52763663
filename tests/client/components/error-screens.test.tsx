import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '../../../src/app/errors/RouteErrorBoundary';
import { CHUNK_RELOAD_DELAY_MS } from '../../../src/components/errors/ChunkErrorScreen';
import { NotFoundScreen } from '../../../src/components/errors/NotFoundScreen';
import { reloadPage } from '../../../src/lib/reload';
import { mockApi, ok, type ApiMock } from '../support/api-mock';

vi.mock('../../../src/lib/reload', () => ({ reloadPage: vi.fn() }));

function Throws({ error }: { error: unknown }): never {
  throw error;
}

function renderRoutes(element: React.ReactNode, initial = '/broken') {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home page</p> },
      { path: '/previous', element: <p>previous page</p> },
      { path: '/broken', element, errorElement: <RouteErrorBoundary /> },
    ],
    { initialEntries: ['/previous', initial], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

let api: ApiMock;
beforeEach(() => {
  vi.mocked(reloadPage).mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  api = mockApi();
  api.on(
    'GET',
    '/general/config',
    ok({ geo: { reverseUrl: '', ipUrl: '' }, payments: { provider: 'local', publishableKey: null }, support: { email: 'care@verdant-skincare.co.uk' } }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  api.restore();
});

describe('404 screen', () => {
  it('shows the spec’s texts, a home link and a working Go Back button', async () => {
    renderRoutes(<NotFoundScreen />);
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The page you're looking for doesn't exist or has been moved.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home Page' }).getAttribute('href')).toBe('/');

    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    await screen.findByText('previous page');
  });
});

describe('routing error screen', () => {
  it('shows Error, the text, a Reload button that reloads, and a home link', () => {
    renderRoutes(<Throws error={new Error('kaboom')} />);
    expect(screen.getByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(screen.getByText('An unexpected error occurred.')).toBeInTheDocument();
    expect(screen.queryByText(/kaboom/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Home Page' }).getAttribute('href')).toBe('/');

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('offers the shop’s configured support address, for when it keeps happening', async () => {
    renderRoutes(<Throws error={new Error('kaboom')} />);
    const support = await screen.findByRole('link', { name: 'care@verdant-skincare.co.uk' });
    expect(support.getAttribute('href')).toBe('mailto:care@verdant-skincare.co.uk');
  });

  it('shows the 404 screen for a 404 response', () => {
    const router = createMemoryRouter([{ path: '/', element: <p>home</p>, errorElement: <RouteErrorBoundary /> }], {
      initialEntries: ['/nowhere'],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});

describe('chunk-loading failure screen', () => {
  it('shows the texts and reloads after 1000 ms', () => {
    vi.useFakeTimers();
    renderRoutes(<Throws error={new TypeError('Failed to fetch dynamically imported module: /assets/ShopPage-x.js')} />);

    expect(screen.getByRole('heading', { name: 'System Loading Error' })).toBeInTheDocument();
    expect(screen.getByText("We're automatically reloading to fix this issue...")).toBeInTheDocument();
    expect(screen.getByText('Reloading...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();

    act(() => vi.advanceTimersByTime(CHUNK_RELOAD_DELAY_MS - 1));
    expect(reloadPage).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(CHUNK_RELOAD_DELAY_MS).toBe(1000);
  });

  it('recognises a CSS chunk failure too', () => {
    vi.useFakeTimers();
    renderRoutes(<Throws error={new Error('Loading CSS chunk 3 failed')} />);
    expect(screen.getByRole('heading', { name: 'System Loading Error' })).toBeInTheDocument();
  });

  it('falls back to the manual screen when the failure returns right after an automatic reload', () => {
    vi.useFakeTimers();
    sessionStorage.setItem('verdant:chunk-reload-at', String(Date.now()));
    renderRoutes(<Throws error={new Error('Loading chunk 9 failed')} />);
    expect(screen.getByRole('heading', { name: 'Error' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
