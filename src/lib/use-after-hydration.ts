/**
 * False while the server renders a page and while the browser hydrates it, true from the render
 * right after (and at once on a page the browser renders itself). Device-only state (who is signed
 * in, the bag, the currency) is shown only once this is true, so the browser's first render
 * matches the server's HTML, which is one page for every visitor (docs/decisions/0151).
 *
 * The switch to true is a transition, on purpose (docs/decisions/0200). The obvious hook,
 * useSyncExternalStore with a false server snapshot, re-renders at sync priority right after the
 * shell hydrates; an update at sync priority that reaches a Suspense boundary still hydrating (the
 * lazily loaded page) makes React hydrate the whole page in one blocking task, which cost the home
 * page a 0.8 s long task on a mid-range phone. A transition lets the page hydrate in slices first.
 *
 * Whether the page is being hydrated is known from outside React: main.tsx calls
 * `hydrationStarts()` before `hydrateRoot`, and the page's boundary calls `hydrationEnds()` once
 * it has hydrated (PageReady: the page is the innermost boundary, so every layout above it has
 * hydrated by then). Components mounted after that render true at once.
 */
import { startTransition, useEffect, useState } from 'react';

let hydrating = false;

/** main.tsx: the page about to be rendered is the server's HTML, to be hydrated. */
export function hydrationStarts(): void {
  hydrating = true;
}

/** Whether the page on screen is the server's HTML still being hydrated (its first render must match it). */
export function isHydratingPage(): boolean {
  return hydrating;
}

/** PageReady: the page and every layout around it have hydrated. */
export function hydrationEnds(): void {
  hydrating = false;
}

export function useAfterHydration(): boolean {
  const [after, setAfter] = useState(() => typeof window !== 'undefined' && !hydrating);
  useEffect(() => {
    if (after) return;
    startTransition(() => setAfter(true));
  }, [after]);
  return after;
}
