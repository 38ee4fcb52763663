/**
 * The one way client tests stand in for the server: answers at the axios adapter level. Each test
 * says what the server replies to a method and path, and can read back what was sent. Everything
 * above the adapter — the feature's API call, interceptors, the 401 handling, unwrap, error
 * messages, the server-state cache — runs for real. (vi.mock is kept for what is not HTTP: a page
 * reload, location detection, toasts.)
 */
import { AxiosError, type AxiosAdapter, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { customerApi, generalApi } from '../../../src/lib/api-client';

export interface Reply {
  status: number;
  data: unknown;
  /** Response headers, lower-case names (a file's Content-Disposition). */
  headers?: Record<string, string>;
}

export interface Call {
  method: string;
  url: string;
  /** The JSON body, parsed; FormData as is. */
  body: unknown;
  /** The query parameters, as the API call passed them. */
  params: Record<string, unknown>;
  headers: InternalAxiosRequestConfig['headers'];
}

type Handler = Reply | ((call: Call) => Reply | Promise<Reply>);
/** A path, or a pattern for paths with an id in them. */
type Path = string | RegExp;

/** Status 0: the request never reached a server (offline, DNS, CORS), as axios reports it. */
const NETWORK_DOWN = 0;

export const ok = (data: unknown, message = 'OK'): Reply => ({ status: 200, data: { success: true, message, data } });
export const fail = (status: number, message?: string, errors?: { field: string; message: string }[]): Reply => ({
  status,
  data: message === undefined ? {} : { success: false, message, data: null, ...(errors ? { errors } : {}) },
});

/** The server could not be reached at all. */
export const networkError = (): Reply => ({ status: NETWORK_DOWN, data: null });

/** A reply that never comes: the call stays in flight for the rest of the test. */
export const never = (): Promise<Reply> => new Promise<Reply>(() => undefined);

const matches = (path: Path, url: string) => (typeof path === 'string' ? path === url : path.test(url));

export function mockApi(clients: AxiosInstance[] = [customerApi, generalApi]) {
  const routes: { method: string; path: Path; handler: Handler }[] = [];
  const calls: Call[] = [];
  const originals = clients.map((client) => client.defaults.adapter);

  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const call: Call = { method, url, body, params: (config.params ?? {}) as Record<string, unknown>, headers: config.headers };
    calls.push(call);
    // The most recently added matching route wins, so a test can change an answer mid-way.
    const route = [...routes].reverse().find((entry) => entry.method === method && matches(entry.path, url));
    if (!route) throw new Error(`No mocked answer for ${method} ${url}`);
    const reply = typeof route.handler === 'function' ? await route.handler(call) : route.handler;
    if (reply.status === NETWORK_DOWN) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response = { status: reply.status, statusText: String(reply.status), data: reply.data, headers: reply.headers ?? {}, config };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError(`Request failed with status code ${reply.status}`, 'ERR_BAD_REQUEST', config, {}, response);
  };
  clients.forEach((client) => {
    client.defaults.adapter = adapter;
  });

  return {
    calls,
    on(method: string, path: Path, handler: Handler) {
      routes.push({ method: method.toUpperCase(), path, handler });
      return this;
    },
    callsTo(method: string, path: Path) {
      return calls.filter((call) => call.method === method.toUpperCase() && matches(path, call.url));
    },
    restore() {
      clients.forEach((client, index) => {
        client.defaults.adapter = originals[index];
      });
    },
  };
}

export type ApiMock = ReturnType<typeof mockApi>;
