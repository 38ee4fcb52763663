import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useOpenBagLink } from '../../../src/app/slots/use-open-bag-link';
import { OPEN_BAG_HREF } from '../../../src/config/paths';
import { useCartStore } from '../../../src/lib/stores/cart-store';

function Page() {
  useOpenBagLink();
  return null;
}

function openAt(url: string) {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => useCartStore.setState({ isDrawerOpen: false }));

describe("the installed app's 'My Bag' shortcut", () => {
  it('opens the bag and takes the parameter out of the address', async () => {
    const router = openAt(OPEN_BAG_HREF);
    await expect.poll(() => useCartStore.getState().isDrawerOpen).toBe(true);
    expect(router.state.location.search).toBe('');
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps the other parameters, and leaves the bag closed without it', async () => {
    const router = openAt('/products?category=face&bag=open');
    await expect.poll(() => router.state.location.search).toBe('?category=face');
    useCartStore.setState({ isDrawerOpen: false });
    openAt('/shop?bag=closed');
    expect(useCartStore.getState().isDrawerOpen).toBe(false);
  });
});
