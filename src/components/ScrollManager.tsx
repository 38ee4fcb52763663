/**
 * docs/product/storefront.md#shared-page-behaviour: scroll is kept on same-path navigation (a changed query or hash, e.g. a filter)
 * and reset to the top when the path changes. Back and forward restore where the shopper was
 * on that history entry.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const positions = new Map<string, number>();

export function ScrollManager() {
  const { pathname, key } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<{ pathname: string; key: string } | null>(null);
  const lastY = useRef(0);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const track = () => {
      lastY.current = window.scrollY;
    };
    track();
    window.addEventListener('scroll', track, { passive: true });
    return () => window.removeEventListener('scroll', track);
  }, []);

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = { pathname, key };
    if (!before || before.key === key) return;
    positions.set(before.key, lastY.current);
    if (navigationType === 'POP' && positions.has(key)) {
      window.scrollTo(0, positions.get(key) ?? 0);
    } else if (before.pathname !== pathname) {
      window.scrollTo(0, 0);
    }
  }, [pathname, key, navigationType]);

  return null;
}
