/** The router's errorElement: a 404 response, a chunk-loading failure, or anything else. */
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ChunkErrorScreen } from '../../components/errors/ChunkErrorScreen';
import { NotFoundScreen } from '../../components/errors/NotFoundScreen';
import { RoutingErrorScreen } from '../../components/errors/RoutingErrorScreen';
import { isChunkLoadError } from '../../lib/chunk-error';

export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  if (isChunkLoadError(error)) return <ChunkErrorScreen />;
  if (import.meta.env.DEV) console.error(error);
  return <RoutingErrorScreen />;
}
