/**
 * False while the server renders a page and while the browser hydrates it, true from the render
 * right after (and at once on a page the browser renders itself). Device-only state (who is signed
 * in, the bag, the currency) is shown only once this is true, so the browser's first render
 * matches the server's HTML, which is one page for every visitor (docs/decisions/0151).
 */
import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

export function useAfterHydration(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
