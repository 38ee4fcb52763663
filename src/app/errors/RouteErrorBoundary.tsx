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

export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  if (isChunkLoadError(error)) return navigator.onLine === false ? <OfflineScreen need="This page" /> : <ChunkErrorScreen />;
  if (import.meta.env.DEV) console.error(error);
  return <RoutingErrorScreen />;
}
