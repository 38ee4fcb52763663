/**
 * The API client (./api-client.ts, and axios with it), loaded on the first call rather than with
 * the page. For the storefront's reads only: a server-rendered page is painted and hydrated from
 * its embedded answers (decision 0101), so nothing calls the API before the page is up, and axios
 * (about 19 KB brotli) is not on the first screen's critical path (decision 0107). Still the one
 * wrapper: this only decides when it loads.
 */
export const loadApiClient = () => import('./api-client');
