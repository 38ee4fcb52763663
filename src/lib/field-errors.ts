/**
 * The per-field messages of a failed validation (the server's 400 answer carries
 * `errors: [{ field, message }]`, see src/contracts/envelope.ts), keyed by field name. Duck-typed
 * like ./api-error.ts, so forms can use it without pulling axios in.
 */
export type FieldErrors = Record<string, string>;

export function fieldErrorsOf(error: unknown): FieldErrors {
  const data = (error as { response?: { data?: unknown } } | null)?.response?.data;
  const list = (data as { errors?: unknown } | null | undefined)?.errors;
  if (!Array.isArray(list)) return {};
  const out: FieldErrors = {};
  for (const item of list) {
    const field = (item as { field?: unknown })?.field;
    const message = (item as { message?: unknown })?.message;
    // The first message per field is the one to fix first.
    if (typeof field === 'string' && typeof message === 'string' && !(field in out)) out[field] = message;
  }
  return out;
}
