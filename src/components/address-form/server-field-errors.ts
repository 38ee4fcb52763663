/**
 * Reads the field errors of a refused call. The API answers validation failures with
 * `{ success: false, message, errors: [{ field, message }] }` (src/contracts/envelope.ts), so a
 * form can show each message beside its field instead of one sentence at the top.
 *
 * Duck-typed like src/lib/api-error.ts, so forms do not need axios.
 */
import type { ErrorEnvelope } from '../../contracts/envelope';

export type ServerFieldError = NonNullable<ErrorEnvelope['errors']>[number];

export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (typeof error !== 'object' || error === null) return [];
  const data = (error as { response?: { data?: unknown } }).response?.data;
  if (typeof data !== 'object' || data === null) return [];
  const errors = (data as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (item): item is ServerFieldError =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as { field?: unknown }).field === 'string' &&
      typeof (item as { message?: unknown }).message === 'string',
  );
}

/** The HTTP status of a refused call, or null when there was no answer. */
export function responseStatus(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const status = (error as { response?: { status?: unknown } }).response?.status;
  return typeof status === 'number' ? status : null;
}
