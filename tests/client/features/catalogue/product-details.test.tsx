import { act, fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductDetailsPage } from '../../../../src/features/catalogue/pages/ProductDetailsPage';
import { resetCatalogueSync } from '../../../../src/features/catalogue/catalogue-sync';
import { useProductsStore } from '../../../../src/features/catalogue/stores/products-store';
import { useCartStore } from '../../../../src/lib/stores/cart-store';
import { useCurrencyStore } from '../../../../src/lib/stores/currency-store';
import { type Viewer, ViewerProvider } from '../../../../src/lib/viewer';
import { fail, mockApi, never, networkError, ok, type ApiMock, type Reply } from '../../support/api-mock';
import { renderWithProviders } from '../../support/render';
import { makeCatalogue, makeProduct } from '../../support/catalogue-fixtures';

/** GET /general/products/{id or slug}. */
const ONE_PRODUCT = /^\/general\/products\/[^/]+$/;
/** POST /general/products/{id}/views. */
const VIEWS = /^\/general\/products\/[^/]+\/views$/;
let api: ApiMock;
const answerProduct = (reply: Reply | (() => Reply)) => api.on('GET', ONE_PRODUCT, reply);
const viewsRecorded = () => api.callsTo('POST', VIEWS).map((call) => call.url);

function openProduct(id: string, viewer: Viewer = { isAdmin: false, isCustomer: false }) {
  const router = createMemoryRouter([{ path: '/products/:id', element: <ProductDetailsPage /> }, { path: '*', element: <p>elsewhere</p> }], {
    initialEntries: [`/products/${id}`],
  });
  renderWithProviders(
    <ViewerProvider viewer={viewer}>
      <RouterProvider router={router} />
    </ViewerProvider>,
  );
  return router;
}

beforeEach(async () => {
  api = mockApi();
  resetCatalogueSync();
  // No saved catalogue, and the background refresh never answers: the page relies on its own call.
  api.on('GET', '/general/products', never);
  api.on('POST', VIEWS, ok(null));
  await vi.waitFor(() => expect(useProductsStore.persist.hasHydrated() && useCartStore.persist.hasHydrated()).toBe(true));
  useProductsStore.setState({ products: null, fetchedAt: null, status: 'idle', error: null });
  useCartStore.setState({ items: [], isDrawerOpen: false, isCheckoutOpen: false });
  useCurrencyStore.setState({ currency: 'GBP', detected: true });
});
afterEach(() => api.restore());

describe('product details (docs/product/storefront.md#storefront-routes)', () => {
  it('shows name, price, stock badge in green, description, ingredients and size, and counts one view', async () => {
    const product = makeProduct();
    answerProduct(ok({ product }));
    openProduct(product.id);
    expect(await screen.findByRole('heading', { level: 1, name: product.name })).toBeInTheDocument();
    expect(screen.getAllByText('£38.00').length).toBeGreaterThan(0);
    expect(screen.getByText('in stock').closest('[data-colour]')?.getAttribute('data-colour')).toBe('green');
    expect(screen.getByText(product.description)).toBeInTheDocument();
    expect(screen.getByText(product.ingredients)).toBeInTheDocument();
    expect(screen.getAllByText('30 ml').length).toBeGreaterThan(0);
    const picture = screen.getByAltText('Rosehip Facial Oil, 30 ml') as HTMLImageElement;
    expect(picture.getAttribute('width')).toBe('960');
    expect(picture.getAttribute('height')).toBe('1200');
    expect(picture.getAttribute('srcset')).toContain('320w');
    expect(picture.getAttribute('sizes')).toBeTruthy();
    expect(picture.getAttribute('fetchpriority')).toBe('high');
    await vi.waitFor(() => expect(viewsRecorded()).toEqual([`/general/products/${product.id}/views`]));
  });

  it('adds the chosen quantity to the bag and opens it; adding again raises the quantity', async () => {
    const product = makeProduct();
    answerProduct(ok({ product }));
    openProduct(product.id);
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByTestId('quantity').textContent).toBe('2');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add to bag' })));
    expect(useCartStore.getState().items).toEqual([
      { id: product.id, name: product.name, description: product.description, image: product.image, price: 3800, quantity: 2, amount: 7600 },
    ]);
    expect(useCartStore.getState().isDrawerOpen).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add to bag' })));
    expect(useCartStore.getState().items[0]?.quantity).toBe(3);
  });

  it('an out-of-stock product cannot be added: red badge, disabled button, nothing in the bag', async () => {
    const product = makeProduct({ stock: 0, stockLevel: 'out of stock' });
    answerProduct(ok({ product }));
    openProduct(product.id);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('out of stock').closest('[data-colour]')?.getAttribute('data-colour')).toBe('red');
    const button = screen.getByRole('button', { name: 'Out of stock' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(useCartStore.getState().items).toEqual([]);
    expect((screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('an admin sees the product but no way to add it: admins have no bag', async () => {
    const product = makeProduct({ stock: 12, stockLevel: 'in stock' });
    answerProduct(ok({ product }));
    openProduct(product.id, { isAdmin: true, isCustomer: false });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: /add to bag/i })).toBeNull();
    expect(screen.getByTestId('admin-no-bag')).toBeInTheDocument();
  });

  it('low stock shows the yellow badge, and the quantity stops at what is left', async () => {
    const product = makeProduct({ stock: 2, stockLevel: 'low stock' });
    answerProduct(ok({ product }));
    openProduct(product.id);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('low stock').closest('[data-colour]')?.getAttribute('data-colour')).toBe('yellow');
    const plus = screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement;
    fireEvent.click(plus);
    expect(plus.disabled).toBe(true);
  });

  it('the quantity stops at the most one order may hold, however many are in stock', async () => {
    const product = makeProduct({ stock: 50, stockLevel: 'in stock' });
    useCartStore.getState().addItem({ id: product.id, name: product.name, description: product.description, image: '', price: product.price, quantity: 8 });
    answerProduct(ok({ product }));
    openProduct(product.id);
    await screen.findByRole('heading', { level: 1 });
    const plus = screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement;
    fireEvent.click(plus);
    expect(screen.getByTestId('quantity').textContent).toBe('2');
    expect(plus.disabled).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add to bag' })));
    expect(useCartStore.getState().items[0]?.quantity).toBe(10);
    expect((screen.getByRole('button', { name: 'All in your bag' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('in-bag').textContent).toBe('10 in your bag. You can order up to 10 of a product at a time.');
  });

  it('an unknown id shows a clear not-found state with a way back to the shop', async () => {
    answerProduct(fail(404, 'Product not found'));
    const router = openProduct('no-such-product');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    const back = screen.getByRole('link', { name: /back to the shop/i });
    expect(back.getAttribute('href')).toBe('/shop');
    expect(viewsRecorded()).toEqual([]);
    fireEvent.click(back);
    expect(router.state.location.pathname).toBe('/shop');
  });

  it('a failed call shows the spec’s fallback message with Retry, which tries again', async () => {
    let calls = 0;
    answerProduct(() => (++calls === 1 ? fail(500) : ok({ product: makeProduct() })));
    openProduct('p-serum');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch product details')).toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rosehip Facial Oil' })).toBeInTheDocument();
    expect(api.callsTo('GET', ONE_PRODUCT)).toHaveLength(2);
  });

  it('prefers the server’s own message', async () => {
    answerProduct(fail(503, 'The shop is being updated, back in a minute'));
    openProduct('p-serum');
    expect(await screen.findByText('The shop is being updated, back in a minute')).toBeInTheDocument();
  });

  it('offline, a product from the saved catalogue shows at once', async () => {
    const product = makeProduct({ id: 'p-saved', name: 'Saved Balm' });
    useProductsStore.setState({ products: makeCatalogue([product]), fetchedAt: Date.now() });
    answerProduct(networkError());
    openProduct('p-saved');
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved Balm' })).toBeInTheDocument();
  });
});

describe('one currency per view (the product page)', () => {
  it('in pounds: the delivery note in pounds, and nothing to explain', async () => {
    const product = makeProduct();
    answerProduct(ok({ product }));
    openProduct(product.id);
    const note = await screen.findByTestId('delivery-note');
    expect(note.textContent).toBe('Free delivery on orders of £1,000.00 or more; £20.00 below.');
    expect(screen.queryByTestId('paid-in-pounds')).toBeNull();
  });

  it('in dollars: the delivery note in dollars too, and one line saying the card is charged in pounds', async () => {
    useCurrencyStore.setState({ currency: 'USD', detected: true });
    const product = makeProduct();
    answerProduct(ok({ product }));
    openProduct(product.id);
    const note = await screen.findByTestId('delivery-note');
    // £1,000 × 1 / 0.79 = $1,265.82; £20 → $25.32.
    expect(note.textContent).toBe('Free delivery on orders of $1,265.82 or more; $25.32 below.');
    expect(screen.getByTestId('paid-in-pounds').textContent).toBe(
      'Prices in US dollars are a guide at fixed rates; you pay in pounds sterling (GBP).',
    );
    // No amount in pounds anywhere on the page: the one mention of pounds is in words.
    expect(document.body.textContent).not.toContain('£');
  });
});
