import '../../support/dom-stubs';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import toast, { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartDrawerSlot } from '../../../../src/app/slots/CartDrawerSlot';
import { CartDrawer } from '../../../../src/features/cart/components/CartDrawer';
import { useCartStore, type CartItem } from '../../../../src/lib/stores/cart-store';
import { useAdminAuthStore } from '../../../../src/features/admin-auth/stores/admin-auth-store';
import { useAuthStore } from '../../../../src/features/auth/stores/auth-store';
import { useCurrencyStore } from '../../../../src/lib/stores/currency-store';
import { validToken } from '../../helpers';
import { mockApi, ok } from '../../support/api-mock';
import { makeProduct } from '../../support/catalogue-fixtures';

vi.mock('react-hot-toast', async (importOriginal) => (await import('../../support/toast-spy')).toastSpyModule(importOriginal));

const LONG =
  'One two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty twentyone twentytwo';

const line = (id: string, price: number, quantity: number, description = LONG): CartItem => ({
  id,
  variantId: `${id}-v1`,
  variantName: '50 ml',
  stock: 40,
  name: `Product ${id}`,
  description,
  image: `/media/${id}.webp`,
  price,
  quantity,
  amount: price * quantity,
});

function renderWithRouter(element: React.ReactElement) {
  const router = createMemoryRouter([{ path: '*', element: <>{element}<Toaster /></> }], { initialEntries: ['/shop'] });
  render(<RouterProvider router={router} />);
  return router;
}

const items = () => useCartStore.getState().items;

beforeEach(() => {
  vi.clearAllMocks();
  toast.remove();
  useAuthStore.getState().logout();
  useAdminAuthStore.getState().logout();
  useCurrencyStore.setState({ currency: 'GBP', detected: true });
  useCartStore.setState({ items: [line('a', 2450, 2), line('b', 1800, 1)], isDrawerOpen: true, isCheckoutOpen: false });
});

describe('My Bag drawer (docs/product/bag-and-currency.md#my-bag)', () => {
  it('lists each line with picture, name, description cut to 20 words, quantity and remove', () => {
    renderWithRouter(<CartDrawer signedIn={false} />);
    const dialog = screen.getByRole('dialog', { name: /my bag/i });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // A plain dialog, not a landmark, with no second banner or contentinfo inside (decision 0168).
    expect(dialog.tagName).toBe('DIV');
    expect(dialog.querySelectorAll('header, footer, aside')).toHaveLength(0);
    const lines = within(dialog).getAllByTestId('cart-line');
    expect(lines).toHaveLength(2);
    const first = lines[0]!;
    expect(within(first).getByText('Product a')).toBeInTheDocument();
    expect(within(first).getByTestId('cart-line-size').textContent).toBe('50 ml');
    expect(within(first).getByText(`${LONG.split(' ').slice(0, 20).join(' ')}…`)).toBeInTheDocument();
    expect(within(first).getByTestId('cart-line-quantity').textContent).toBe('2');
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/media/a.webp');
    expect(within(first).getByRole('button', { name: 'Remove Product a, 50 ml from your bag' })).toBeInTheDocument();
  });

  it('stops plus at the most one order may hold, and says why', () => {
    for (let i = 0; i < 20; i++) useCartStore.getState().increase({ id: 'b', variantId: 'b-v1' });
    renderWithRouter(<CartDrawer signedIn={false} />);
    const line = screen.getAllByTestId('cart-line').find((l) => within(l).queryByText('Product b'))!;
    expect(within(line).getByTestId('cart-line-quantity').textContent).toBe('10');
    expect((within(line).getByRole('button', { name: 'Increase quantity of Product b, 50 ml' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(line).getByText('You can order up to 10 of a product at a time.')).toBeInTheDocument();
  });

  it('tells the most items one order may hold in the bag, and stops every plus there', () => {
    const lines = Array.from({ length: 4 }, (_, i) => line(`p${i}`, 1000, i < 3 ? 8 : 5));
    useCartStore.setState({ items: lines });
    renderWithRouter(<CartDrawer signedIn={false} />);
    expect(screen.getByTestId('bag-item-count').textContent).not.toContain('at most');
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Product p3, 50 ml' }));
    expect(screen.getByTestId('bag-item-count').textContent).toBe('30 items · An order can hold at most 30 items.');
    for (const each of screen.getAllByRole('button', { name: /^Increase quantity of/ })) expect((each as HTMLButtonElement).disabled).toBe(true);
    // The bag says it once, not on every line.
    expect(screen.queryAllByTestId('cart-line-limit')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Product p3, 50 ml' }));
    expect(useCartStore.getState().items.reduce((sum, item) => sum + item.quantity, 0)).toBe(30);
  });

  it('brings a removed line back in its place with its quantity on Undo', async () => {
    useCartStore.setState({ items: [line('a', 2450, 3), line('b', 1800, 1), line('c', 900, 2)] });
    renderWithRouter(<CartDrawer signedIn={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Product b, 50 ml from your bag' }));
    expect(items().map((item) => item.id)).toEqual(['a', 'c']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Product a, 50 ml from your bag' }));
    // One offer at a time: Undo now means the line just removed (a).
    const toastBox = await screen.findByTestId('cart-removed');
    expect(toastBox.textContent).toContain('Item removed from cart');
    fireEvent.click(within(toastBox).getByRole('button', { name: 'Undo' }));
    expect(items().map((item) => [item.id, item.quantity])).toEqual([
      ['a', 3],
      ['c', 2],
    ]);
    expect(screen.getAllByTestId('cart-line').map((l) => within(l).getByTestId('cart-line-quantity').textContent)).toEqual(['3', '2']);
  });

  it('undoes a line removed with minus at 1 too', async () => {
    renderWithRouter(<CartDrawer signedIn={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Product b, 50 ml' }));
    expect(items().map((item) => item.id)).toEqual(['a']);
    fireEvent.click(within(await screen.findByTestId('cart-removed')).getByRole('button', { name: 'Undo' }));
    expect(items().map((item) => [item.id, item.quantity])).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
  });

  it('shows two sizes of a product as two lines, each with its size, amount and stock (decision 0249)', () => {
    useCartStore.setState({ items: [line('a', 2450, 1), { ...line('a', 3600, 2), variantId: 'a-v2', variantName: '100 ml', stock: 2 }] });
    renderWithRouter(<CartDrawer signedIn={false} />);
    const lines = screen.getAllByTestId('cart-line');
    expect(lines.map((l) => [within(l).getByTestId('cart-line-size').textContent, within(l).getAllByText(/^£/)[0]?.textContent])).toEqual([
      ['50 ml', '£24.50'],
      ['100 ml', '£72.00'],
    ]);
    expect((within(lines[1]!).getByRole('button', { name: 'Increase quantity of Product a, 100 ml' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(lines[1]!).getByTestId('cart-line-limit').textContent).toBe('Only 2 left');
    expect(lines[1]!.querySelector('a')?.getAttribute('href')).toBe('/products/a?size=100-ml');
  });

  it('gives the lines of a bag saved before sizes their first sizes when it opens', async () => {
    const api = mockApi();
    api.on('GET', '/general/products/old', ok({ product: makeProduct({ id: 'old', size: '30 ml', price: 3800 }) }));
    const { variantId: _, ...saved } = line('old', 3800, 1);
    useCartStore.setState({ items: [{ ...saved, variantId: null, variantName: '', stock: null }] });
    renderWithRouter(<CartDrawer signedIn={false} />);
    await waitFor(() => expect(screen.getByTestId('cart-line-size').textContent).toBe('30 ml'));
    expect(items()[0]).toMatchObject({ variantId: 'old-v1', variantName: '30 ml', quantity: 1 });
    api.restore();
  });

  it('plus and minus change the quantity with 2-second toasts; below 1 removes the line', () => {
    renderWithRouter(<CartDrawer signedIn={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Product b, 50 ml' }));
    expect(items().find((item) => item.id === 'b')?.quantity).toBe(2);
    expect(toast.success).toHaveBeenLastCalledWith('Quantity increased', expect.objectContaining({ duration: 2000 }));

    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Product b, 50 ml' }));
    expect(items().find((item) => item.id === 'b')?.quantity).toBe(1);
    expect(toast.success).toHaveBeenLastCalledWith('Quantity decreased', expect.objectContaining({ duration: 2000 }));

    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Product b, 50 ml' }));
    expect(items().map((item) => item.id)).toEqual(['a']);
    expect(toast.success).toHaveBeenLastCalledWith(expect.any(Function), expect.objectContaining({ id: 'cart-removed', duration: 6000 }));

    fireEvent.click(screen.getByRole('button', { name: 'Remove Product a, 50 ml from your bag' }));
    expect(items()).toEqual([]);
    expect(screen.getByText('Your bag is empty')).toBeInTheDocument();
  });

  it('shows the totals with the shop’s pricing rules: £20 shipping below £1,000, 8.5% tax', async () => {
    renderWithRouter(<CartDrawer signedIn={false} />);
    // 2 × £24.50 + £18.00 = £67.00; tax 8.5% = £5.70 (569.5 rounds half up); total £92.70.
    expect(screen.getByTestId('bag-subtotal').textContent).toBe('£67.00');
    expect(screen.getByTestId('bag-shipping').textContent).toBe('£20.00');
    expect(screen.getByTestId('bag-tax').textContent).toBe('£5.70');
    expect(screen.getByTestId('bag-total').textContent).toBe('£92.70');
    expect(screen.getByTestId('shipping-note').textContent).toContain('£1,000.00');

    await act(async () => useCartStore.setState({ items: [line('c', 50_000, 2)] }));
    expect(screen.getByTestId('bag-shipping').textContent).toBe('Free');
    expect(screen.getByTestId('shipping-note').textContent).toBe('Your order ships free.');
  });

  it('follows the figures an admin set, from /general/config: tax, shipping fee and free-shipping threshold', async () => {
    const api = mockApi();
    try {
      api.on('GET', '/general/config', ok({
        geo: { reverseUrl: 'https://geo.test/reverse', ipUrl: 'https://geo.test/ip' },
        payments: { provider: 'local', publishableKey: null },
        pricing: { taxRateBasisPoints: 1000, shippingFee: 500, freeShippingThreshold: 5000 },
        currencyRates: { GBP: 0.79, USD: 1, EUR: 0.92, NGN: 1650 },
      }));
      renderWithRouter(<CartDrawer signedIn={false} />);
      // £67.00 is above the new £50 threshold: free shipping; tax 10% = £6.70.
      await waitFor(() => expect(screen.getByTestId('bag-tax').textContent).toBe('£6.70'));
      expect(screen.getByText('Tax (10%)')).toBeInTheDocument();
      expect(screen.getByTestId('bag-shipping').textContent).toBe('Free');
      expect(screen.getByTestId('bag-total').textContent).toBe('£73.70');
      await act(async () => useCartStore.setState({ items: [line('c', 1000, 1)] }));
      expect(screen.getByTestId('bag-shipping').textContent).toBe('£5.00');
      expect(screen.getByTestId('shipping-note').textContent).toContain('£50.00');
    } finally {
      api.restore();
    }
  });

  it('Clear Cart asks first, for 10 seconds, with "Yes, Clear Cart" and "Cancel"', async () => {
    renderWithRouter(<CartDrawer signedIn={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear Cart' }));
    expect(toast).toHaveBeenCalledWith(expect.any(Function), expect.objectContaining({ duration: 10_000 }));

    const confirm = await screen.findByTestId('clear-cart-confirm');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(items()).toHaveLength(2);
    expect(toast.success).not.toHaveBeenCalledWith('Cart cleared successfully!', expect.anything());

    fireEvent.click(screen.getByRole('button', { name: 'Clear Cart' }));
    const again = await screen.findByTestId('clear-cart-confirm');
    fireEvent.click(within(again).getByRole('button', { name: 'Yes, Clear Cart' }));
    expect(items()).toEqual([]);
    expect(toast.success).toHaveBeenCalledWith('Cart cleared successfully!', expect.objectContaining({ duration: 2000 }));
  });

  it('signed out, Checkout says "Please login to complete your purchase" and opens nothing', () => {
    renderWithRouter(<CartDrawer signedIn={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(toast.error).toHaveBeenCalledWith('Please login to complete your purchase', expect.anything());
    expect(useCartStore.getState().isCheckoutOpen).toBe(false);
  });

  it('links to the terms of service and privacy policy', () => {
    renderWithRouter(<CartDrawer signedIn={false} />);
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms-of-service');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
  });

  it('focuses the close button, closes on Escape and is inert when closed', () => {
    renderWithRouter(<CartDrawer signedIn={false} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close bag' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(useCartStore.getState().isDrawerOpen).toBe(false);
    expect(screen.getByTestId('bag-drawer').hasAttribute('inert')).toBe(true);
  });

  it('converts every amount to the display currency', () => {
    useCurrencyStore.setState({ currency: 'EUR', detected: true });
    renderWithRouter(<CartDrawer signedIn={false} />);
    // 6700 pence × 0.92 / 0.79 = 7802.5 → 7803 cents.
    expect(screen.getByTestId('bag-subtotal').textContent).toBe('€78.03');
    expect(screen.getByTestId('gbp-note').textContent).toBe("You'll pay £92.70 in pounds. Exchange rates are approximate.");
  });

  it('says the free-shipping line in the display currency: the pounds are only in the one payment note', () => {
    useCurrencyStore.setState({ currency: 'EUR', detected: true });
    renderWithRouter(<CartDrawer signedIn={false} />);
    // £1,000 - £67 = £933 → €1,086.53; the threshold £1,000 → €1,164.56.
    expect(screen.getByTestId('shipping-note').textContent).toBe("You're €1,086.53 away from free shipping (on orders of €1,164.56 or more).");
    const poundsShown = (screen.getByRole('dialog').textContent ?? '').match(/£[\d,.]+/g);
    expect(poundsShown).toEqual(['£92.70']);
    expect(screen.getByTestId('gbp-note').textContent).toContain('£92.70');
  });
});

describe('bag slot (app composition)', () => {
  // The slot loads the drawer, the view and the flow lazily: transforming them on a loaded machine
  // took longer than any sensible wait, so they are loaded once before the tests, not timed in them.
  beforeAll(async () => {
    await Promise.all([
      import('../../../../src/features/cart/components/CartDrawer'),
      import('../../../../src/features/cart/components/CheckoutView'),
      import('../../../../src/features/checkout/components/CheckoutFlow'),
    ]);
  });

  it('signed in, Checkout opens the full-screen Checkout view, which closes again', async () => {
    useAuthStore.getState().login({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }, validToken());
    renderWithRouter(<CartDrawerSlot />);
    fireEvent.click(await screen.findByRole('button', { name: 'Checkout' }));
    expect(toast.error).not.toHaveBeenCalled();
    const view = await screen.findByRole('dialog', { name: 'Checkout' });
    expect(view.getAttribute('aria-modal')).toBe('true');
    expect(useCartStore.getState().isDrawerOpen).toBe(false);
    fireEvent.click(within(view).getByRole('button', { name: 'Close checkout' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Checkout' })).toBeNull());
  });

  it('admins see no bag, even when asked to open it', async () => {
    useAdminAuthStore.getState().login({ name: 'Grace Hopper', email: 'grace@example.com' }, validToken());
    renderWithRouter(<CartDrawerSlot />);
    // A bag shown to an admin would appear once its lazy chunk resolves: wait for that module (this
    // file has loaded it already) and let act flush what React does with it, then look.
    await act(async () => {
      await import('../../../../src/features/cart/components/CartDrawer');
    });
    expect(screen.queryByRole('dialog', { name: /my bag/i })).toBeNull();
    expect(screen.queryByTestId('bag-drawer')).toBeNull();
  });
});
