/**
 * Which rendition of a picture a page would download, worked out ahead of the page: the slot's
 * width from its `sizes` attribute, then the candidate from its `srcset` the HTML selection rule
 * points at (the narrowest at least slot × device pixel ratio wide, else the widest). Browsers may
 * choose differently at the margins; the worker then answers with the closest cached rendition
 * (sw/renditions.ts), so offline pages never show a broken picture either way. Pure: the media
 * queries are answered by the caller.
 */

export interface Viewport {
  /** CSS pixels. */
  width: number;
  devicePixelRatio: number;
  /** Whether a media condition such as "(min-width: 1024px)" holds. */
  matches: (condition: string) => boolean;
}

const LENGTH = /^(\d+(?:\.\d+)?)(px|vw)$/;

function lengthInPx(length: string, viewport: Viewport): number | null {
  const match = LENGTH.exec(length.trim());
  if (!match?.[1]) return null;
  const value = Number(match[1]);
  return match[2] === 'vw' ? (value * viewport.width) / 100 : value;
}

/** The slot's width in CSS pixels: the first entry whose condition holds (the last has none). */
export function slotWidth(sizes: string, viewport: Viewport): number {
  for (const entry of sizes.split(',')) {
    const trimmed = entry.trim();
    const condition = /^(\(.*\))\s+(\S+)$/.exec(trimmed);
    if (condition?.[1] && condition[2]) {
      if (viewport.matches(condition[1])) return lengthInPx(condition[2], viewport) ?? viewport.width;
      continue;
    }
    return lengthInPx(trimmed, viewport) ?? viewport.width;
  }
  // The spec's default when nothing matches: the whole viewport.
  return viewport.width;
}

/** The URL the selection rule picks from a "url 320w, url 640w" srcset, or null if it has none. */
export function pickFromSrcSet(srcSet: string, slotPx: number, devicePixelRatio: number): string | null {
  const candidates = srcSet
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .flatMap(([url, descriptor]) => {
      const width = descriptor?.endsWith('w') ? Number(descriptor.slice(0, -1)) : NaN;
      return url && Number.isFinite(width) ? [{ url, width }] : [];
    })
    .sort((a, b) => a.width - b.width);
  const needed = slotPx * devicePixelRatio;
  return (candidates.find((candidate) => candidate.width >= needed) ?? candidates.at(-1))?.url ?? null;
}
