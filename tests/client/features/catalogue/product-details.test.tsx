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
import type * as WhenIdle from '../../../../src/lib/when-idle';

// A product view waits until the page's start-up is over (decision 0287), a quiet window of seconds
// that tests/client/lib/when-idle.test.ts covers; here the work runs at once.
vi.mock('../../../../src/lib/when-idle', async (importOriginal) => ({
  ...(await importOriginal<typeof WhenIdle>()),
  whenStartUpIsOver: (task: () => void) => task(),
}));

/** GET /general/products/{id or slug}. */
const ONE_PRODUCT = /^\/general\/products\/[^/]+$/;
/** POST /general/products/{id}/views. */
const VIEWS = /^\/general\/products\/[^/]+\/views$/;
let api: ApiMock;
const answerProduct = (reply: Reply | (() => Reply)) => api.on('GET', ONE_PRODUCT, reply);
const viewsRecorded = () => api.callsTo('POST', VIEWS).map((call) => call.url);

function openProduct(id: string, viewer: Viewer = { isAdmin: false, isCustomer: false }, search = '') {
  const router = createMemoryRouter([{ path: '/products/:id', element: <ProductDetailsPage /> }, { path: '*', element: <p>elsewhere</p> }], {
    initialEntries: [`/products/${id}${search}`],
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
      { id: product.id, variantId: 'p-serum-v1', variantName: '30 ml', stock: 20, name: product.name, description: product.description, image: product.image, price: 3800, quantity: 2, amount: 7600 },
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
    const size = product.variants[0]!;
    useCartStore.getState().addItem({ id: product.id, variantId: size.id, variantName: size.name, stock: size.stock, name: product.name, description: product.description, image: '', price: size.price, quantity: 8 });
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

  it('says the bag is full once it holds the 30 items one order may (decision 0263)', async () => {
    const product = makeProduct({ stock: 50, stockLevel: 'in stock' });
    for (const id of ['x', 'y', 'z'])
      useCartStore.getState().addItem({ id, variantId: `${id}-1`, variantName: '50 ml', stock: 50, name: id, description: '', image: '', price: 100, quantity: 10 });
    answerProduct(ok({ product }));
    openProduct(product.id);
    await screen.findByRole('heading', { level: 1 });
    expect((screen.getByRole('button', { name: 'Your bag is full' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('in-bag').textContent).toBe('An order can hold at most 30 items.');
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

/** Rosehip in three sizes: 50 ml low on stock with a picture of its own, 100 ml sold out. */
function rosehipInSizes() {
  const own = { id: 'img-50', alt: 'Rosehip Facial Oil, 50 ml', width: 960, height: 1200, src: '/media/rosehip-50-640.webp', srcSet: '/media/rosehip-50-640.webp 640w' };
  return makeProduct({
    id: 'rosehip',
    price: 3800,
    stock: 23,
    variants: [
      { id: 'v30', name: '30 ml', sku: 'ROSE-30', price: 3800, stock: 20, stockLevel: 'in stock', image: null },
      { id: 'v50', name: '50 ml', sku: 'ROSE-50', price: 5600, stock: 3, stockLevel: 'low stock', image: own },
      { id: 'v100', name: '100 ml', sku: 'ROSE-100', price: 9800, stock: 0, stockLevel: 'out of stock', image: null },
    ],
  });
}

describe('sizes on the product page (decision 0249)', () => {
  const price = () => screen.getByTestId('chosen-size').previousElementSibling!.firstElementChild!.textContent;

  it('offers a radio group labelled Size; a choice changes the price, badge, quantity limit and picture, replacing ?size=', async () => {
    const product = rosehipInSizes();
    answerProduct(ok({ product }));
    const router = openProduct(product.id);
    const group = await screen.findByRole('radiogroup', { name: 'Size' });
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.checked)).toEqual([true, false, false]);
    expect(price()).toBe('£38.00');

    await act(async () => fireEvent.click(within(group).getByRole('radio', { name: /50 ml/ })));
    expect(router.state.location.search).toBe('?size=50-ml');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(price()).toBe('£56.00');
    expect(screen.getByTestId('chosen-size').textContent).toBe('50 ml');
    expect(screen.getByText('low stock')).toBeInTheDocument();
    expect((screen.getByAltText('Rosehip Facial Oil, 50 ml') as HTMLImageElement).getAttribute('src')).toBe('/media/rosehip-50-640.webp');
    const plus = screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement;
    fireEvent.click(plus);
    fireEvent.click(plus);
    expect(screen.getByTestId('quantity').textContent).toBe('3');
    expect(plus.disabled).toBe(true);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add to bag' })));
    expect(useCartStore.getState().items).toMatchObject([{ id: 'rosehip', variantId: 'v50', variantName: '50 ml', price: 5600, quantity: 3, stock: 3 }]);

    await act(async () => fireEvent.click(within(group).getByRole('radio', { name: /100 ml/ })));
    expect(router.state.location.search).toBe('?size=100-ml');
    expect((screen.getByRole('button', { name: 'Out of stock' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens on the size in the address; an unknown size is the first', async () => {
    const product = rosehipInSizes();
    answerProduct(ok({ product }));
    openProduct(product.id, undefined, '?size=100-ml');
    expect(((await screen.findByRole('radio', { name: /100 ml/ })) as HTMLInputElement).checked).toBe(true);
    expect(price()).toBe('£98.00');
  });

  it('falls back to the first size for a size it does not sell', async () => {
    const product = rosehipInSizes();
    answerProduct(ok({ product }));
    openProduct(product.id, undefined, '?size=5-litres');
    expect(((await screen.findByRole('radio', { name: /30 ml/ })) as HTMLInputElement).checked).toBe(true);
    expect(price()).toBe('£38.00');
  });

  it('shows no picker for a product in one size', async () => {
    const product = makeProduct();
    answerProduct(ok({ product }));
    openProduct(product.id);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });
});
