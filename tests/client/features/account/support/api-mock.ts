/**
 * Answers the API clients' calls at the axios adapter level (like tests/client/lib): each test
 * says what the server replies to a method and path, and can read back what was sent. Everything
 * above the adapter — interceptors, the 401 handling, unwrap, error messages — runs for real.
 */
import { AxiosError, type AxiosAdapter, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { customerApi, generalApi } from '../../../../../src/lib/api-client';

export interface Reply {
  status: number;
  data: unknown;
}

export interface Call {
  method: string;
  url: string;
  /** The JSON body, parsed; FormData as is. */
  body: unknown;
  headers: InternalAxiosRequestConfig['headers'];
}

type Handler = Reply | ((call: Call) => Reply | Promise<Reply>);

export const ok = (data: unknown, message = 'OK'): Reply => ({ status: 200, data: { success: true, message, data } });
export const fail = (status: number, message?: string, errors?: { field: string; message: string }[]): Reply => ({
  status,
  data: message === undefined ? {} : { success: false, message, data: null, ...(errors ? { errors } : {}) },
});

export function mockApi(clients: AxiosInstance[] = [customerApi, generalApi]) {
  const routes: { method: string; url: string; handler: Handler }[] = [];
  const calls: Call[] = [];
  const originals = clients.map((client) => client.defaults.adapter);

  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const call: Call = { method, url, body, headers: config.headers };
    calls.push(call);
    // The most recently added matching route wins, so a test can change an answer mid-way.
    const route = [...routes].reverse().find((entry) => entry.method === method && entry.url === url);
    if (!route) throw new Error(`No mocked answer for ${method} ${url}`);
    const reply = typeof route.handler === 'function' ? await route.handler(call) : route.handler;
    const response = { status: reply.status, statusText: String(reply.status), data: reply.data, headers: {}, config };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError(`Request failed with status code ${reply.status}`, 'ERR_BAD_REQUEST', config, {}, response);
  };
  clients.forEach((client) => {
    client.defaults.adapter = adapter;
  });

  return {
    calls,
    on(method: string, url: string, handler: Handler) {
      routes.push({ method: method.toUpperCase(), url, handler });
      return this;
    },
    callsTo(method: string, url: string) {
      return calls.filter((call) => call.method === method.toUpperCase() && call.url === url);
    },
    restore() {
      clients.forEach((client, index) => {
        client.defaults.adapter = originals[index];
      });
    },
  };
}

export type ApiMock = ReturnType<typeof mockApi>;
