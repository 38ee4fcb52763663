/**
 * The Idempotency-Key header of a write a client may retry (placing an order, an admin's refund):
 * a UUID or any short token of safe characters, as Stripe allows. One reader, so every route
 * refuses a bad key with the same sentence.
 */
import { badRequest } from './http-errors';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_:.-]{8,100}$/;

/** The key, null when the header is absent; a malformed one is a 400 naming the header. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !IDEMPOTENCY_KEY.test(key))
    throw badRequest('The Idempotency-Key header must be 8 to 100 letters, digits or _ : . -', [
      { field: 'Idempotency-Key', message: 'must be 8 to 100 letters, digits or _ : . -' },
    ]);
  return key;
}
