import { describe, expect, it } from 'vitest';
import { closestRendition, findCachedSibling, parseRendition, type RenditionCache } from '../../sw/renditions';

const IMAGE = '0b9f3c1e-4d2a-4c1b-9e8f-1a2b3c4d5e6f';
const OTHER = '7c6d5e4f-3a2b-4c1d-8e9f-0a1b2c3d4e5f';
const url = (id: string, width: number) => `https://shop.test/media/${id}-${width}.webp`;

/** A Cache stand-in holding the given URLs, each answering with a body naming itself. */
function cacheHolding(urls: string[]): RenditionCache {
  return {
    keys: async () => urls.map((u) => new Request(u)),
    match: async (request: RequestInfo | URL) => {
      const key = typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;
      return urls.includes(key) ? new Response(key) : undefined;
    },
  } as RenditionCache;
}

describe('product picture renditions', () => {
  it('reads the picture and width from a media path', () => {
    expect(parseRendition(`/media/${IMAGE}-640.webp`)).toEqual({ image: IMAGE, width: 640 });
  });

  it.each(['/media/logo.png', `/media/${IMAGE}.webp`, `/api/v1/media/${IMAGE}-640.webp`, `/media/a/${IMAGE}-640.webp`])(
    'does not take %s for a rendition',
    (path) => expect(parseRendition(path)).toBeNull(),
  );

  it('picks the narrowest rendition wide enough, else the widest', () => {
    const widths = [{ width: 1280 }, { width: 320 }, { width: 640 }];
    expect(closestRendition(500, widths)).toEqual({ width: 640 });
    expect(closestRendition(640, widths)).toEqual({ width: 640 });
    expect(closestRendition(2000, widths)).toEqual({ width: 1280 });
    expect(closestRendition(100, [])).toBeNull();
  });

  it('answers a missing rendition with the closest cached one of the same picture', async () => {
    const cache = cacheHolding([url(OTHER, 960), url(IMAGE, 320), url(IMAGE, 1280)]);
    const answer = await findCachedSibling(cache, url(IMAGE, 960));
    expect(await answer?.text()).toBe(url(IMAGE, 1280));
  });

  it('never answers with another picture, and leaves non-renditions alone', async () => {
    const cache = cacheHolding([url(OTHER, 640)]);
    expect(await findCachedSibling(cache, url(IMAGE, 640))).toBeUndefined();
    expect(await findCachedSibling(cache, 'https://shop.test/media/readme.txt')).toBeUndefined();
  });
});
