/**
 * Turning a failed call into the sentence a person sees (docs/product/constants-and-texts.md#answers-and-messages): the server's `message`
 * when it sent one, a plain explanation for network trouble, otherwise the caller's fallback
 * (one of the spec's strings, e.g. 'Failed to fetch orders').
 *
 * Duck-typed rather than importing axios, so screens can use it without pulling the client in.
 */

export const OFFLINE_MESSAGE = "You're offline. Check your connection and try again.";
export const NETWORK_MESSAGE = "We couldn't reach Verdant. Check your connection and try again.";
export const TIMEOUT_MESSAGE = 'The request took too long. Please try again.';

interface AxiosLikeError {
  isAxiosError: true;
  code?: string;
  response?: { status?: number; data?: unknown };
}

function isAxiosLike(error: unknown): error is AxiosLikeError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/**
 * A validation refusal's sentence starts with the API's name for the field ("subject: Subject is
 * required"), which means something to a developer, not to the person at the form: it is shown
 * without that prefix when the answer's first field error is the one it names.
 */
function withoutFieldKey(message: string, data: object): string {
  const first = (data as { errors?: unknown }).errors;
  const field = Array.isArray(first) ? (first[0] as { field?: unknown } | undefined)?.field : undefined;
  const prefix = typeof field === 'string' ? `${field}: ` : null;
  return prefix && message.startsWith(prefix) && message.length > prefix.length ? message.slice(prefix.length) : message;
}

function serverMessage(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = (data as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() ? withoutFieldKey(message.trim(), data) : null;
}

export function apiErrorMessage(error: unknown, fallback: string): string {
  if (!isAxiosLike(error)) return fallback;
  const fromServer = serverMessage(error.response?.data);
  if (fromServer) return fromServer;
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return TIMEOUT_MESSAGE;
  if (!error.response && error.code !== 'ERR_CANCELED') {
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
    return offline ? OFFLINE_MESSAGE : NETWORK_MESSAGE;
  }
  return fallback;
}

/** The call never got an answer: no network, the server unreachable, or no reply in time. */
export function isConnectionFailure(error: unknown): boolean {
  return isAxiosLike(error) && !error.response && error.code !== 'ERR_CANCELED';
}

export function isUnauthorized(error: unknown): boolean {
  return isAxiosLike(error) && error.response?.status === 401;
}

/** The HTTP status of a refused call, or null when there was no answer. */
export function responseStatus(error: unknown): number | null {
  const status = (error as { response?: { status?: unknown } } | null)?.response?.status;
  return typeof status === 'number' ? status : null;
}
