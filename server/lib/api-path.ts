/**
 * Where the API lives. One constant, because the route prefix (app.ts), the route checks
 * (plugins/auth.ts, plugins/docs.ts) and the OpenAPI `servers` entry must never disagree.
 */
export const API_BASE = '/api/v1';

/** Routes outside the API (the SPA, /media, the API docs UI) are not API calls. */
export const isApiRoute = (url: string): boolean => url.startsWith(`${API_BASE}/`);
