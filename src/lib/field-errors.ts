/**
 * The per-field messages of a failed validation. The API answers it with
 * `{ success: false, message, errors: [{ field, message }] }` (src/contracts/envelope.ts), so a
 * form can show each message beside its field instead of one sentence at the top.
 *
 * Duck-typed like ./api-error.ts, so forms can use it without pulling axios in.
 */
import type { ErrorEnvelope } from '../contracts/envelope';

export type ServerFieldError = NonNullable<ErrorEnvelope['errors']>[number];
export type FieldErrors = Record<string, string>;

/** Every field message of a refused call, in the server's order. */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  const data = (error as { response?: { data?: unknown } } | null)?.response?.data;
  const list = (data as { errors?: unknown } | null | undefined)?.errors;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item): item is ServerFieldError =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as { field?: unknown }).field === 'string' &&
      typeof (item as { message?: unknown }).message === 'string',
  );
}

/** The same, keyed by field; the first message per field is the one to fix first. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  const out: FieldErrors = {};
  for (const { field, message } of serverFieldErrors(error)) if (!(field in out)) out[field] = message;
  return out;
}
