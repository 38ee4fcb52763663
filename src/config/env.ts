/**
 * The client's environment, read from import.meta.env once at start. Only VITE_* variables reach
 * the browser, so nothing here is a secret.
 */

export interface ClientEnv {
  /** Where /api/v1 lives. Same origin by default (the dev server and `npm start` both proxy it). */
  apiBaseUrl: string;
  mode: string;
  isProduction: boolean;
  isDevelopment: boolean;
}

type RawEnv = Partial<Record<string, string | boolean | undefined>>;

export function parseClientEnv(raw: RawEnv): ClientEnv {
  const apiBaseUrl = String(raw.VITE_API_BASE_URL ?? '/api/v1').trim().replace(/\/+$/, '') || '/api/v1';
  if (!apiBaseUrl.startsWith('/') && !/^https?:\/\//.test(apiBaseUrl)) {
    throw new Error(`VITE_API_BASE_URL must be a path ("/api/v1") or an http(s) URL, got "${apiBaseUrl}"`);
  }
  return {
    apiBaseUrl,
    mode: String(raw.MODE ?? 'production'),
    isProduction: raw.PROD === true,
    isDevelopment: raw.DEV === true,
  };
}

export const env: ClientEnv = parseClientEnv(import.meta.env as unknown as RawEnv);
