import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '../../../src/app/errors/RouteErrorBoundary';
import { RequiresConnection } from '../../../src/app/RequiresConnection';
import { OfflineBanner } from '../../../src/components/OfflineBanner';
import { reloadPage } from '../../../src/lib/reload';

vi.mock('../../../src/lib/reload', () => ({ reloadPage: vi.fn() }));

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/shop', element: <p>the shop</p> },
      { path: '/page', element, errorElement: <RouteErrorBoundary /> },
    ],
    { initialEntries: ['/page'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => setOnline(true));
afterEach(() => {
  delete (navigator as { onLine?: boolean }).onLine;
  vi.mocked(reloadPage).mockClear();
});

describe('the offline banner', () => {
  it('shows only while the browser is offline', () => {
    render(<OfflineBanner />);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    setOnline(false);
    expect(screen.getByRole('status').textContent).toContain("You're offline. Browse the shop and fill your bag");
    setOnline(true);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });
});

describe('a page that needs the server', () => {
  const Page = vi.fn(() => <p>account page</p>);

  beforeEach(() => Page.mockClear());

  it('opened offline says what needs a connection, without rendering the page, and opens once back online', () => {
    setOnline(false);
    renderAt(
      <RequiresConnection need="Your account">
        <Page />
      </RequiresConnection>,
    );
    expect(screen.getByRole('heading', { name: "You're offline" })).toBeInTheDocument();
    expect(screen.getByText(/Your account needs an internet connection/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the shop' }).getAttribute('href')).toBe('/shop');
    expect(Page).not.toHaveBeenCalled();

    setOnline(true);
    expect(screen.getByText('account page')).toBeInTheDocument();
  });

  it('stays on screen when the connection drops after it opened, so nothing typed is lost', () => {
    renderAt(
      <RequiresConnection need="Your account">
        <input aria-label="Name" defaultValue="Ada" />
      </RequiresConnection>,
    );
    setOnline(false);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada');
    expect(screen.queryByText(/needs an internet connection/)).toBeNull();
  });
});

describe('a chunk that fails to load', () => {
  function Throws(): never {
    throw new TypeError('Failed to fetch dynamically imported module: /assets/online/OrdersPage-abc.js');
  }

  it('offline, says the page needs a connection instead of reloading', () => {
    vi.useFakeTimers();
    try {
      setOnline(false);
      vi.spyOn(console, 'error').mockImplementation(() => {});
      renderAt(<Throws />);
      expect(screen.getByText(/This page needs an internet connection/)).toBeInTheDocument();
      act(() => void vi.advanceTimersByTime(5_000));
      expect(reloadPage).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('online, still reloads (a stale chunk after a deploy)', () => {
    vi.useFakeTimers();
    try {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      renderAt(<Throws />);
      expect(screen.getByRole('heading', { name: 'System Loading Error' })).toBeInTheDocument();
      act(() => void vi.advanceTimersByTime(1_000));
      expect(reloadPage).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
      sessionStorage.clear();
    }
  });
});
