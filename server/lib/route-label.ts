/**
 * The name a request goes by in the access log and the metrics: the pattern of the route that
 * answered it (`/api/v1/user/orders/:id`), never its raw URL, so ids and tokens in paths stay out
 * of both and the metrics' label values stay few. Requests no route matched are storefront pages
 * (rendered, or the app shell) or unknown URLs, one label each.
 */
import type { FastifyRequest } from 'fastify';

export const PAGE_LABEL = '(page)';
export const UNMATCHED_LABEL = '(unmatched)';

const HAS_EXTENSION = /\.[a-z0-9]{1,12}$/i;

export function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern) return pattern;
  const pathname = request.url.split('?')[0] ?? '/';
  const isPage =
    (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api') && !HAS_EXTENSION.test(pathname);
  return isPage ? PAGE_LABEL : UNMATCHED_LABEL;
}
