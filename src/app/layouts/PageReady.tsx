/**
 * Marks the document once a layout's page has rendered: on a server-rendered page, once it has
 * hydrated. Until then its buttons and fields do nothing (the app's scripts load after the first
 * paint, decision 0108), so the end-to-end tests wait for this mark after a navigation before
 * they press anything (e2e/support/test.ts), and components mounted from now on know they are not
 * hydrating (use-after-hydration). It renders nothing, on the server too.
 */
import { useEffect } from 'react';
import { hydrationEnds } from '../../lib/use-after-hydration';

export const PAGE_READY_ATTRIBUTE = 'data-page-ready';

export function PageReady() {
  useEffect(() => {
    hydrationEnds();
    document.documentElement.setAttribute(PAGE_READY_ATTRIBUTE, '');
  }, []);
  return null;
}
