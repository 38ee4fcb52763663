/**
 * The three HTTP clients of docs/product/README.md#calling-the-api, and the only place that imports axios.
 *
 * - generalApi: storefront and checkout calls (/general/...). Sends the customer's token when
 *   there is one (checkout links the order to the customer) but never ends a session on 401.
 * - customerApi: /user/... calls with the customer token; a 401 ends the customer session.
 * - adminApi: /admin/... calls with the admin token; a 401 ends the admin session.
 *
 * Every answer is `{ success, message, data }`; `unwrap` returns `data`.
 *
 * Sign-in answers carry a device proof, which the next sign-in with that email sends back so the
 * owner is let past the delay that strangers guessing the password meet (docs/decisions/0210):
 * `withDeviceProof` and `keepDeviceProof`, for both audiences.
 */
import axios, { type AxiosInstance, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import type { ApiEnvelope } from '../contracts/envelope';
import { env } from '../config/env';
import { clearSession, sessionToken, type SessionRole } from './session-registry';
import { readLocal, STORAGE_KEYS, writeLocal } from './storage';

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

// ---------------------------------------------------------------------------------------------
// Device proofs: one per email and audience, the newest few (a shared computer keeps a household's).

const DEVICE_PROOF_KEYS: Record<SessionRole, string> = {
  customer: STORAGE_KEYS.local.customerDeviceProofs,
  admin: STORAGE_KEYS.local.adminDeviceProofs,
};
const KEPT_DEVICE_PROOFS = 5;

const proofEmail = (email: string) => email.trim().toLowerCase();

function storedDeviceProofs(role: SessionRole): Record<string, string> {
  try {
    const stored: unknown = JSON.parse(readLocal(DEVICE_PROOF_KEYS[role]) ?? '{}');
    if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
    return Object.fromEntries(Object.entries(stored).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/** A login body with this browser's proof for its email, when it has one. */
export function withDeviceProof<B extends { email: string }>(role: SessionRole, body: B): B & { deviceProof?: string } {
  const deviceProof = storedDeviceProofs(role)[proofEmail(body.email)];
  return deviceProof ? { ...body, deviceProof } : body;
}

type SignedInAnswer = { deviceProof?: string } & ({ user: { email: string } } | { admin: { email: string } });

/** Keeps the proof a sign-in (login, sign-up, reset) answered, under the signed-in email; answers the session. */
export function keepDeviceProof<S extends SignedInAnswer>(role: SessionRole, session: S): S {
  if (!session.deviceProof) return session;
  const email = proofEmail('user' in session ? session.user.email : session.admin.email);
  const { [email]: _previous, ...others } = storedDeviceProofs(role);
  const newestFirst = [[email, session.deviceProof], ...Object.entries(others)].slice(0, KEPT_DEVICE_PROOFS);
  writeLocal(DEVICE_PROOF_KEYS[role], JSON.stringify(Object.fromEntries(newestFirst)));
  return session;
}
