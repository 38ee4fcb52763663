/**
 * The router's errorElement: a 404 response, a chunk-loading failure, or anything else. A chunk
 * that failed while offline is a page the worker does not keep: reloading cannot help, so the
 * shopper is told the page needs a connection instead.
 */
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ChunkErrorScreen } from '../../components/errors/ChunkErrorScreen';
import { NotFoundScreen } from '../../components/errors/NotFoundScreen';
import { OfflineScreen } from '../../components/errors/OfflineScreen';
import { RoutingErrorScreen } from '../../components/errors/RoutingErrorScreen';
import { isChunkLoadError } from '../../lib/chunk-error';
import { PageReady } from '../layouts/PageReady';

function ErrorScreen({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  if (isChunkLoadError(error)) return navigator.onLine === false ? <OfflineScreen need="This page" /> : <ChunkErrorScreen />;
  if (import.meta.env.DEV) console.error(error);
  return <RoutingErrorScreen />;
}

/** The error screen is the page here: it marks the document ready as a page does (PageReady). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  return (
    <>
      <ErrorScreen error={error} />
      <PageReady />
    </>
  );
}
