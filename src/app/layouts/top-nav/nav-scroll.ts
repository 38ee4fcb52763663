/**
 * docs/product/storefront.md#navigation-bar-on-scroll, navigation bar: hides when scrolling down past 100 px, shows again on scrolling
 * up or within 10 px of the top, and turns compact with a shadow after 20 px.
 */
import { useEffect, useState } from 'react';

export const NAV_SHOW_NEAR_TOP_PX = 10;
export const NAV_COMPACT_AFTER_PX = 20;
export const NAV_HIDE_AFTER_PX = 100;

export interface NavScrollState {
  hidden: boolean;
  compact: boolean;
  lastY: number;
}

export const initialNavScroll: NavScrollState = { hidden: false, compact: false, lastY: 0 };

export function nextNavScroll(previous: NavScrollState, y: number): NavScrollState {
  let hidden = previous.hidden;
  if (y < NAV_SHOW_NEAR_TOP_PX) hidden = false;
  else if (y > previous.lastY && y > NAV_HIDE_AFTER_PX) hidden = true;
  else if (y < previous.lastY) hidden = false;
  return { hidden, compact: y > NAV_COMPACT_AFTER_PX, lastY: y };
}

export function useNavScroll(): Pick<NavScrollState, 'hidden' | 'compact'> {
  const [state, setState] = useState<NavScrollState>(initialNavScroll);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        setState((previous) => {
          const next = nextNavScroll(previous, Math.max(0, window.scrollY));
          return next.hidden === previous.hidden && next.compact === previous.compact
            ? { ...previous, lastY: next.lastY }
            : next;
        }),
      );
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  return { hidden: state.hidden, compact: state.compact };
}
