/**
 * The catalogue a server-rendered page brought (src/features/catalogue/catalogue-sync.ts,
 * docs/decisions/0290): it counts as this visit's fresh copy at once, so nothing fetches it again
 * while the page starts, and it is saved to IndexedDB only once start-up is over.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshCatalogue, resetCatalogueSync, seedCatalogue } from '../../../../src/features/catalogue/catalogue-sync';
import { useProductsStore } from '../../../../src/features/catalogue/stores/products-store';
import { mockApi, ok, type ApiMock } from '../../support/api-mock';
import { makeCatalogue, makeProduct } from '../../support/catalogue-fixtures';

const startUpWork: Array<() => void> = [];
vi.mock('../../../../src/lib/when-idle', () => ({ whenStartUpIsOver: (task: () => void) => startUpWork.push(task) }));
const startUpIsOver = () => startUpWork.splice(0).forEach((task) => task());

let api: ApiMock;
beforeEach(async () => {
  api = mockApi();
  resetCatalogueSync();
  startUpWork.length = 0;
  await vi.waitFor(() => expect(useProductsStore.persist.hasHydrated()).toBe(true));
  useProductsStore.getState().clearProducts();
});
afterEach(() => api.restore());

describe('seedCatalogue', () => {
  it('fetches nothing while the page starts, and saves the copy once start-up is over', async () => {
    const embedded = makeCatalogue([makeProduct({ id: 'embedded' })]);
    api.on('GET', '/general/products', ok(makeCatalogue([makeProduct({ id: 'fetched' })])));
    seedCatalogue(embedded, Date.now());

    await refreshCatalogue();
    expect(api.calls).toEqual([]);
    expect(useProductsStore.getState().products).toBeNull();

    startUpIsOver();
    await vi.waitFor(() => expect(useProductsStore.getState().products).toBe(embedded));
  });

  it('does not put the embedded copy over a newer one fetched meanwhile', async () => {
    const embedded = makeCatalogue([makeProduct({ id: 'embedded' })]);
    const newer = makeCatalogue([makeProduct({ id: 'newer' })]);
    seedCatalogue(embedded, Date.now() - 1_000);
    useProductsStore.getState().setProducts(newer, Date.now());
    startUpIsOver();
    expect(useProductsStore.getState().products).toBe(newer);
  });

  it('still refreshes once the embedded copy is older than a minute', async () => {
    api.on('GET', '/general/products', ok(makeCatalogue([makeProduct({ id: 'fetched' })])));
    seedCatalogue(makeCatalogue([]), Date.now() - 61_000);
    await refreshCatalogue();
    expect(api.calls.map((call) => call.url)).toEqual(['/general/products']);
  });
});
