/**
 * The three HTTP clients of docs/product/README.md#calling-the-api, and the only place that imports axios.
 *
 * - generalApi: storefront and checkout calls (/general/...). Sends the customer's token when
 *   there is one (checkout links the order to the customer) but never ends a session on 401.
 * - customerApi: /user/... calls with the customer token; a 401 ends the customer session.
 * - adminApi: /admin/... calls with the admin token; a 401 ends the admin session.
 *
 * Every answer is `{ success, message, data }`; `unwrap` returns `data`.
 */
import axios, { type AxiosInstance, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import type { ApiEnvelope } from '../contracts/envelope';
import { env } from '../config/env';
import { clearSession, sessionToken, type SessionRole } from './session-registry';

/** docs/product/constants-and-texts.md#timeouts: request timeouts. */
export const REQUEST_TIMEOUT_MS = 10_000;
export const CUSTOMER_UPLOAD_TIMEOUT_MS = 30_000;
export const ADMIN_UPLOAD_TIMEOUT_MS = 60_000;

interface ClientOptions {
  /** Whose token to send. */
  tokenFrom: SessionRole | null;
  /** Whose session a 401 ends. */
  endsOn401: SessionRole | null;
}

function createClient({ tokenFrom, endsOn401 }: ClientOptions): AxiosInstance {
  const client = axios.create({
    baseURL: env.apiBaseUrl,
    timeout: REQUEST_TIMEOUT_MS,
    headers: { Accept: 'application/json' },
  });

  if (tokenFrom) {
    client.interceptors.request.use((config) => {
      const token = sessionToken(tokenFrom);
      if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
      return config;
    });
  }

  if (endsOn401) {
    client.interceptors.response.use(undefined, (error: unknown) => {
      if (axios.isAxiosError(error) && error.response?.status === 401) clearSession(endsOn401);
      return Promise.reject(error);
    });
  }

  return client;
}

export const generalApi = createClient({ tokenFrom: 'customer', endsOn401: null });
export const customerApi = createClient({ tokenFrom: 'customer', endsOn401: 'customer' });
export const adminApi = createClient({ tokenFrom: 'admin', endsOn401: 'admin' });

type UploadMethod = 'post' | 'put';
type UploadConfig = Omit<AxiosRequestConfig, 'url' | 'method' | 'data' | 'timeout'> & { method?: UploadMethod };

/**
 * A multipart upload as the customer (30 s timeout), e.g. PUT /user/account/profile-image.
 * axios sets the multipart boundary itself when given FormData.
 */
export function customerUpload<T>(url: string, body: FormData, { method = 'put', ...config }: UploadConfig = {}) {
  return customerApi.request<ApiEnvelope<T>>({ ...config, url, method, data: body, timeout: CUSTOMER_UPLOAD_TIMEOUT_MS });
}

/** A multipart upload as an admin (60 s timeout), e.g. POST /admin/products. */
export function adminUpload<T>(url: string, body: FormData, { method = 'post', ...config }: UploadConfig = {}) {
  return adminApi.request<ApiEnvelope<T>>({ ...config, url, method, data: body, timeout: ADMIN_UPLOAD_TIMEOUT_MS });
}

/** `await unwrap(customerApi.get<ApiEnvelope<Order[]>>('/user/orders'))` gives the orders. */
export async function unwrap<T>(request: Promise<AxiosResponse<ApiEnvelope<T>>>): Promise<T> {
  const response = await request;
  return response.data.data;
}


/** An answer's data with the server's sentence about it ("Customer archived"), for actions that report it. */
export interface ApiResult<T> {
  data: T;
  message: string;
}

/** Like `unwrap`, keeping the envelope's `message` (the back office toasts it). */
export async function unwrapResult<T>(request: Promise<AxiosResponse<ApiEnvelope<T>>>): Promise<ApiResult<T>> {
  const response = await request;
  return { data: response.data.data, message: response.data.message };
}
