import { act, fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeProductList, readProductListState, writeProductListState } from '../../../../src/features/catalogue/product-list-state';
import { resetCatalogueSync } from '../../../../src/features/catalogue/catalogue-sync';
import { queryLocalCatalogue } from '../../../../src/features/catalogue/local-catalogue';
import { ProductsPage } from '../../../../src/features/catalogue/pages/ProductsPage';
import { ShopPage } from '../../../../src/features/catalogue/pages/ShopPage';
import { useProductsStore } from '../../../../src/features/catalogue/stores/products-store';
import { useCurrencyStore } from '../../../../src/lib/stores/currency-store';
import { fail, mockApi, networkError, never, ok, type ApiMock, type Reply } from '../../support/api-mock';
import { renderWithProviders } from '../../support/render';
import { makeCatalogue, makeProduct } from '../../support/catalogue-fixtures';

const PRODUCTS = '/general/products';
let api: ApiMock;
/** The query parameters of every GET /general/products so far. */
const asked = () => api.callsTo('GET', PRODUCTS).map((call) => call.params);

const products = [
  makeProduct({ id: 'a', name: 'Aloe Gel', price: 2900, category: 'face', createdAt: '2026-03-01T00:00:00Z', recommended: true }),
  makeProduct({ id: 'b', name: 'Birch Shampoo', price: 1800, category: 'hair', createdAt: '2026-04-01T00:00:00Z', ingredients: 'Birch water' }),
  makeProduct({ id: 'c', name: 'Cocoa Butter', price: 2800, category: 'body', createdAt: '2026-02-01T00:00:00Z' }),
  makeProduct({ id: 'd', name: 'Dry Brush', price: 2200, category: 'accessories', createdAt: '2026-01-01T00:00:00Z' }),
];
const catalogue = makeCatalogue(products);

function renderAt(element: React.ReactElement, url: string) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [url] });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

beforeEach(async () => {
  api = mockApi();
  resetCatalogueSync();
  await vi.waitFor(() => expect(useProductsStore.persist.hasHydrated()).toBe(true));
  useProductsStore.setState({ products: null, fetchedAt: null, status: 'idle', error: null });
  useCurrencyStore.setState({ currency: 'GBP', detected: true });
});
afterEach(() => api.restore());

describe('list state in the URL', () => {
  it('reads and writes category, search, sort and page, leaving defaults out', () => {
    const state = readProductListState(new URLSearchParams('category=hair&search=oil&sort=price_asc&page=3'));
    expect(state).toEqual({ category: 'hair', search: 'oil', sort: 'price_asc', page: 3 });
    expect(writeProductListState(state).toString()).toBe('category=hair&search=oil&sort=price_asc&page=3');
    expect(writeProductListState(readProductListState(new URLSearchParams(''))).toString()).toBe('');
  });

  it('ignores nonsense rather than failing', () => {
    expect(readProductListState(new URLSearchParams('category=shoes&sort=random&page=-2'))).toEqual({ category: null, search: '', sort: 'newest', page: 1 });
  });

  it('a new filter starts at page 1; paging keeps the filters', () => {
    const state = readProductListState(new URLSearchParams('category=face&page=3'));
    expect(changeProductList(state, { sort: 'name' }).page).toBe(1);
    expect(changeProductList(state, { page: 4 })).toMatchObject({ category: 'face', page: 4 });
  });
});

describe('the saved catalogue answers like the server', () => {
  it('filters by category and search (name, description, ingredients), sorts and pages', () => {
    expect(queryLocalCatalogue(catalogue, { page: 1, limit: 12, category: 'hair' }).products.map((p) => p.id)).toEqual(['b']);
    expect(queryLocalCatalogue(catalogue, { page: 1, limit: 12, search: 'BIRCH WATER' }).products.map((p) => p.id)).toEqual(['b']);
    expect(queryLocalCatalogue(catalogue, { page: 1, limit: 12, sort: 'price_asc' }).products.map((p) => p.id)).toEqual(['b', 'd', 'c', 'a']);
    expect(queryLocalCatalogue(catalogue, { page: 1, limit: 12 }).products.map((p) => p.id)).toEqual(['b', 'a', 'c', 'd']);
    const second = queryLocalCatalogue(catalogue, { page: 2, limit: 3, sort: 'name' });
    expect(second.products.map((p) => p.id)).toEqual(['d']);
    expect(second.pagination).toEqual({ page: 2, limit: 3, total: 4, totalPages: 2 });
  });
});

describe('a search on the saved catalogue', () => {
  it('lists name matches first, as the server does: name starting with it, name containing it, then the rest', () => {
    const saved = makeCatalogue([
      makeProduct({ id: 'cloth', name: 'Cleansing Cloth', description: 'Soft bamboo fibre', createdAt: '2026-01-04T00:00:00Z' }),
      makeProduct({ id: 'comb', name: 'Travel Bamboo Comb', createdAt: '2026-01-02T00:00:00Z' }),
      makeProduct({ id: 'brush', name: 'Bamboo Paddle Hairbrush', createdAt: '2026-01-01T00:00:00Z' }),
      makeProduct({ id: 'scrub', name: 'Body Scrub', ingredients: 'Bamboo powder', createdAt: '2026-01-03T00:00:00Z' }),
    ]);
    expect(queryLocalCatalogue(saved, { page: 1, limit: 12, search: 'bamboo' }).products.map((p) => p.id)).toEqual(['brush', 'comb', 'cloth', 'scrub']);
    expect(queryLocalCatalogue(saved, { page: 1, limit: 12, search: 'Bamboo', sort: 'name' }).products.map((p) => p.id)).toEqual(['brush', 'comb', 'scrub', 'cloth']);
  });
});

describe('products list page', () => {
  it('asks the server for the URL’s filters and shows the answer with pagination', async () => {
    api.on('GET', PRODUCTS, ({ params }) =>
      ok(params.limit === 1000 ? catalogue : { ...catalogue, allProducts: { products: [products[1]!], pagination: { page: 2, limit: 12, total: 13, totalPages: 2 } } }),
    );
    renderAt(<ProductsPage />, '/products?category=hair&sort=price_desc&page=2');
    expect(await screen.findByRole('heading', { level: 2, name: 'Birch Shampoo' })).toBeInTheDocument();
    expect(asked()).toContainEqual({ page: 2, limit: 12, sort: 'price_desc', category: 'hair' });
    expect(screen.getByRole('heading', { level: 1, name: 'Hair' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(pages).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/products?category=hair&sort=price_desc');
  });

  it('changing the sort or a category updates the URL', async () => {
    api.on('GET', PRODUCTS, ok(catalogue));
    const router = renderAt(<ProductsPage />, '/products?page=2');
    await screen.findAllByTestId('product-card');
    await act(async () => fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'name' } }));
    expect(router.state.location.search).toBe('?sort=name');
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Body' })));
    expect(router.state.location.search).toBe('?category=body&sort=name');
  });

  it('search runs after typing pauses, and replaces the history entry', async () => {
    api.on('GET', PRODUCTS, ok(catalogue));
    const router = renderAt(<ProductsPage />, '/products');
    await screen.findAllByTestId('product-card');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search products' }), { target: { value: 'cocoa' } });
    await vi.waitFor(() => expect(router.state.location.search).toBe('?search=cocoa'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('with nothing saved and the server failing: the spec’s message and Retry', async () => {
    let calls = 0;
    api.on('GET', PRODUCTS, () => (++calls <= 2 ? fail(500) : networkError()));
    renderAt(<ProductsPage />, '/products');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch products')).toBeInTheDocument();
    api.on('GET', PRODUCTS, ok(catalogue));
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect((await screen.findAllByTestId('product-card')).length).toBe(4);
  });

  it('an empty result says so and offers to clear the filters', async () => {
    api.on('GET', PRODUCTS, ({ params }) =>
      params.limit === 1000 ? never() : ok({ ...catalogue, allProducts: { products: [], pagination: { page: 1, limit: 12, total: 0, totalPages: 1 } } }),
    );
    renderAt(<ProductsPage />, '/products?search=zzz');
    expect(await screen.findByText('Nothing matches “zzz”')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear filters' }).getAttribute('href')).toBe('/products');
  });
});

describe('stale-while-revalidate (products store)', () => {
  it('the saved catalogue shows at once while the refresh is out, then the fresh one replaces it', async () => {
    useProductsStore.setState({ products: makeCatalogue([products[0]!]), fetchedAt: 1 });
    let answer: (reply: Reply) => void = () => undefined;
    api.on('GET', PRODUCTS, () => new Promise<Reply>((resolve) => (answer = resolve)));
    renderAt(<ShopPage />, '/shop');
    expect(screen.getByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3, name: 'Aloe Gel' }).length).toBeGreaterThan(0);
    await vi.waitFor(() => expect(asked()).toContainEqual({ page: 1, limit: 1000 }));

    await act(async () => answer(ok(catalogue)));
    expect(screen.getAllByRole('heading', { level: 3, name: 'Cocoa Butter' }).length).toBeGreaterThan(0);
    expect(useProductsStore.getState().products).toEqual(catalogue);
  });

  it('a failed refresh keeps the saved copy on screen and says it may be out of date', async () => {
    useProductsStore.setState({ products: catalogue, fetchedAt: 1 });
    api.on('GET', PRODUCTS, networkError());
    renderAt(<ShopPage />, '/shop');
    expect(await screen.findByText(/saved catalogue/)).toBeInTheDocument();
    expect(screen.getAllByTestId('product-card').length).toBeGreaterThan(0);
    expect(screen.queryByText('Failed to fetch products')).toBeNull();
  });

  it('nothing saved and the refresh failing: the error with Retry', async () => {
    api.on('GET', PRODUCTS, fail(500));
    renderAt(<ShopPage />, '/shop');
    expect(await screen.findByText('Failed to fetch products')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
