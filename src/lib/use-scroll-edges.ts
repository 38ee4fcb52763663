/**
 * Whether a sideways-scrolling row has more to show before or after what is in view. The row marks
 * itself with `data-more-start` / `data-more-end`, and src/styles/base.css (`.scroll-row`) fades
 * that edge, so a chip or tab cut off at the edge reads as "there is more" rather than as a
 * mistake. Kept in sync on scroll and on resize (the row's own size and its content's). A chip
 * reached with Tab is scrolled into view.
 */
import { useEffect, useRef, useState } from 'react';

export interface ScrollEdges {
  moreStart: boolean;
  moreEnd: boolean;
}

/** Less than a pixel either way is rounding, not content. */
const SLACK_PX = 1;

/**
 * Measured on the first and last items, not on scrollLeft: the row's own padding may be scrolled
 * out of view with every item still whole, and that is not "more".
 */
export function scrollEdges(row: HTMLElement): ScrollEdges {
  const first = row.firstElementChild;
  const last = row.lastElementChild;
  if (!first || !last) return { moreStart: false, moreEnd: false };
  const view = row.getBoundingClientRect();
  return {
    moreStart: first.getBoundingClientRect().left < view.left - SLACK_PX,
    moreEnd: last.getBoundingClientRect().right > view.right + SLACK_PX,
  };
}

export function useScrollEdges<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState<ScrollEdges>({ moreStart: false, moreEnd: false });

  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const update = () =>
      setEdges((previous) => {
        const next = scrollEdges(row);
        return next.moreStart === previous.moreStart && next.moreEnd === previous.moreEnd ? previous : next;
      });
    update();
    // Chromium leaves a focused chip half-hidden in a sideways row; Tab must bring it into sight.
    const revealFocused = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && event.target !== row) event.target.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    };
    row.addEventListener('focusin', revealFocused);
    row.addEventListener('scroll', update, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resize?.observe(row);
    for (const child of Array.from(row.children)) resize?.observe(child);
    return () => {
      row.removeEventListener('focusin', revealFocused);
      row.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, []);

  const dataAttributes = {
    'data-more-start': edges.moreStart || undefined,
    'data-more-end': edges.moreEnd || undefined,
  };
  return { ref, edges, dataAttributes };
}
