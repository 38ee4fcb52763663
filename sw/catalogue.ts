/**
 * Caching concern 2, the offline catalogue — a LATER ISSUE fills this in: runtime caching of
 * GET /api/v1/general/products* (stale-while-revalidate) and of product images under /media/
 * (cache-first with workbox-expiration limits). Registered from sw.ts; keep one module per concern.
 */
export function registerCatalogueCaching(): void {
  // Intentionally empty until the offline catalogue issue.
}
