/**
 * Product pictures come as WebP renditions of one image at a few widths
 * (`/media/<image id>-<width>.webp`, server/modules/media/media-store.ts). The browser picks one
 * from the srcset for the slot and screen it has; offline, the rendition it asks for may not be
 * the one that was cached (a phone turned sideways, a window resized). Any rendition of the same
 * picture is better than a broken image, so the worker answers with the closest one it has.
 * Pure (no worker globals), so it is tested in tests/sw.
 */

const RENDITION_PATH = /^\/media\/([^/]+)-(\d{1,5})\.webp$/;

export interface Rendition {
  /** The picture this is a rendition of. */
  image: string;
  width: number;
}

export function parseRendition(pathname: string): Rendition | null {
  const match = RENDITION_PATH.exec(pathname);
  if (!match?.[1] || !match[2]) return null;
  return { image: match[1], width: Number(match[2]) };
}

/** The narrowest rendition at least `wanted` wide, or failing that the widest there is. */
export function closestRendition<T extends { width: number }>(wanted: number, candidates: readonly T[]): T | null {
  const wideEnough = candidates.filter((c) => c.width >= wanted).sort((a, b) => a.width - b.width);
  if (wideEnough[0]) return wideEnough[0];
  return [...candidates].sort((a, b) => b.width - a.width)[0] ?? null;
}

/** What `findCachedSibling` needs of a Cache (the real one, or a stand-in in tests). */
export type RenditionCache = Pick<Cache, 'keys' | 'match'>;

/** Another cached rendition of the picture `url` names, or undefined when there is none. */
export async function findCachedSibling(cache: RenditionCache, url: string): Promise<Response | undefined> {
  const wanted = parseRendition(new URL(url).pathname);
  if (!wanted) return undefined;
  const siblings = (await cache.keys()).flatMap((request) => {
    const rendition = parseRendition(new URL(request.url).pathname);
    return rendition && rendition.image === wanted.image ? [{ request, width: rendition.width }] : [];
  });
  const best = closestRendition(wanted.width, siblings);
  return best ? cache.match(best.request) : undefined;
}
