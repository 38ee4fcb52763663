import { Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';
import { PageSpinner } from '../../components/Spinner';
import { PageReady } from './PageReady';

/** Marks a route whose element is a nested layout (the account area), so its parent keeps it mounted. */
export const LAYOUT_HANDLE = { layout: true } as const;

function isLayout(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as { layout?: unknown }).layout === true;
}

/**
 * A layout's page area. The Suspense boundary is keyed by the page's path so that every
 * navigation to a page still loading shows the centred spinner (docs/product/storefront.md#shared-page-behaviour) rather than
 * React keeping the previous page on screen. A nested layout below this one is keyed by its
 * route id instead, so moving between its pages does not remount it (the account sidebar stays).
 * The boundary also marks the document once its page is on screen and responding (PageReady).
 */
export function PageOutlet({ layoutId }: { layoutId: string }) {
  const matches = useMatches();
  const below = matches.slice(matches.findIndex((match) => match.id === layoutId) + 1);
  const nested = below.find((match) => isLayout(match.handle));
  const key = nested ? nested.id : (below[below.length - 1]?.pathname ?? '');
  return (
    <Suspense key={key} fallback={<PageSpinner />}>
      <Outlet />
      {/* In the page's boundary: it commits when the page has rendered (hydrated, on the server's HTML). */}
      <PageReady />
    </Suspense>
  );
}
