import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCatalogueSync } from '../../../../src/features/catalogue/catalogue-sync';
import { offlineImageUrls } from '../../../../src/features/catalogue/offline/offline-images';
import { pickFromSrcSet, slotWidth, type Viewport } from '../../../../src/features/catalogue/offline/renditions';
import { warmOfflineCatalogue } from '../../../../src/features/catalogue/offline/warm-offline-catalogue';
import { useProductsStore } from '../../../../src/features/catalogue/stores/products-store';
import type { Product } from '../../../../src/contracts/product';
import { mockApi, networkError, ok, type ApiMock } from '../../support/api-mock';
import { makeCatalogue, makeProduct } from '../../support/catalogue-fixtures';

/** A screen `width` CSS pixels wide that answers "(min-width: Npx)" conditions like a browser. */
function screenOf(width: number, devicePixelRatio = 1): Viewport {
  return {
    width,
    devicePixelRatio,
    matches: (condition) => {
      const min = /^\(min-width:\s*(\d+)px\)$/.exec(condition);
      if (!min?.[1]) throw new Error(`unexpected media condition ${condition}`);
      return width >= Number(min[1]);
    },
  };
}

const WIDTHS = [320, 640, 960, 1280];
const srcSetOf = (id: string) => WIDTHS.map((w) => `/media/${id}-${w}.webp ${w}w`).join(', ');
const picture = (id: string) => ({ id, alt: '', width: 1280, height: 1600, src: `/media/${id}-640.webp`, srcSet: srcSetOf(id) });
const url = (id: string, width: number) => `/media/${id}-${width}.webp`;

describe('the rendition a slot would pick', () => {
  it('reads the slot width from the first matching condition of `sizes`', () => {
    const sizes = '(min-width: 1256px) 290px, (min-width: 1024px) 23vw, 46vw';
    expect(slotWidth(sizes, screenOf(1440))).toBe(290);
    expect(slotWidth(sizes, screenOf(1100))).toBeCloseTo(253);
    expect(slotWidth(sizes, screenOf(390))).toBeCloseTo(179.4);
    expect(slotWidth('80px', screenOf(390))).toBe(80);
  });

  it('picks the narrowest candidate covering slot × pixel ratio, else the widest', () => {
    const srcSet = srcSetOf('x');
    expect(pickFromSrcSet(srcSet, 290, 1)).toBe(url('x', 320));
    expect(pickFromSrcSet(srcSet, 290, 3)).toBe(url('x', 960));
    expect(pickFromSrcSet(srcSet, 680, 2)).toBe(url('x', 1280));
    expect(pickFromSrcSet('', 100, 1)).toBeNull();
  });
});

describe('pictures the catalogue pages show', () => {
  const single = makeProduct({ id: 'one', images: [picture('one')] });
  const pair = makeProduct({ id: 'two', images: [picture('two-a'), picture('two-b')] });

  it('on a phone: cards, rail cards, the gallery and its thumbnails, each once', () => {
    const urls = offlineImageUrls([single, pair], screenOf(390, 3));
    // Card 46vw × 3 = 538 → 640; rail 68vw × 3 = 796 → 960; gallery 100vw × 3 = 1170 → 1280; thumbnail 80 × 3 = 240 → 320.
    expect(urls.sort()).toEqual(
      [url('one', 640), url('one', 960), url('one', 1280), url('two-a', 640), url('two-a', 960), url('two-a', 1280), url('two-a', 320), url('two-b', 1280), url('two-b', 320)].sort(),
    );
  });

  it('on a desktop the same slots pick smaller renditions', () => {
    expect(offlineImageUrls([single], screenOf(1440, 1)).sort()).toEqual([url('one', 320), url('one', 960)].sort());
  });

  it("puts every product's card first, so a cut-short warm-up still shows every list with pictures", () => {
    const urls = offlineImageUrls([single, pair], screenOf(390, 3));
    expect(urls.slice(0, 2)).toEqual([url('one', 640), url('two-a', 640)]);
    expect(urls.slice(2, 4)).toEqual([url('one', 960), url('two-a', 960)]);
  });

  it('falls back to the single image of a product without renditions', () => {
    const legacy: Product = makeProduct({ id: 'old', images: [], image: '/media/old.webp' });
    const bare: Product = makeProduct({ id: 'bare', images: [], image: null });
    expect(offlineImageUrls([legacy, bare], screenOf(390))).toEqual(['/media/old.webp']);
  });
});

describe('the offline warm-up', () => {
  let api: ApiMock;
  const products = [makeProduct({ id: 'a', images: [picture('a')] }), makeProduct({ id: 'b', images: [picture('b')] })];

  beforeEach(async () => {
    api = mockApi();
    resetCatalogueSync();
    await vi.waitFor(() => expect(useProductsStore.persist.hasHydrated()).toBe(true));
    useProductsStore.setState({ products: null, fetchedAt: null, status: 'idle', error: null });
  });
  afterEach(() => api.restore());

  it('refreshes the products store, then fetches every picture of the fresh catalogue', async () => {
    api.on('get', '/general/products', ok(makeCatalogue(products)));
    const fetched: string[] = [];
    const report = await warmOfflineCatalogue({
      viewport: screenOf(1440),
      fetchImage: async (u) => void fetched.push(u),
      shouldContinue: () => true,
    });
    expect(useProductsStore.getState().products?.allProducts.products).toHaveLength(2);
    expect(fetched.sort()).toEqual([url('a', 320), url('a', 960), url('b', 320), url('b', 960)].sort());
    expect(report).toMatchObject({ products: 2, images: 4, failed: 0 });
  });

  it('warms from the saved catalogue when the refresh fails, and counts pictures that fail', async () => {
    api.on('get', '/general/products', networkError());
    useProductsStore.setState({ products: makeCatalogue(products.slice(0, 1)), fetchedAt: 1 });
    const report = await warmOfflineCatalogue({
      viewport: screenOf(1440),
      fetchImage: async (u) => {
        if (u.endsWith('-960.webp')) throw new Error('offline');
      },
      shouldContinue: () => true,
    });
    expect(report).toMatchObject({ products: 1, images: 1, failed: 1 });
  });

  it('keeps no more pictures than its budget, cards first', async () => {
    api.on('get', '/general/products', ok(makeCatalogue(products)));
    const fetched: string[] = [];
    const report = await warmOfflineCatalogue({
      viewport: screenOf(1440),
      fetchImage: async (u) => void fetched.push(u),
      shouldContinue: () => true,
      budget: 2,
    });
    expect(fetched.sort()).toEqual([url('a', 320), url('b', 320)]);
    expect(report).toMatchObject({ images: 2, failed: 0 });
  });

  it('stops once the browser goes offline, fetching at most two at a time', async () => {
    api.on('get', '/general/products', ok(makeCatalogue(products)));
    let online = true;
    let running = 0;
    let mostAtOnce = 0;
    const report = await warmOfflineCatalogue({
      viewport: screenOf(1440),
      fetchImage: async () => {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        // A download that ends on a later tick: both workers have started theirs by then.
        await Promise.resolve();
        running -= 1;
        online = false;
      },
      shouldContinue: () => online,
    });
    expect(mostAtOnce).toBe(2);
    expect(report).toMatchObject({ images: 2, failed: 2 });
  });
});
