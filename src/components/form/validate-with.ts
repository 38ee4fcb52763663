/**
 * Client-side rules taken straight from the API's own zod contracts (src/contracts), so a form
 * refuses exactly what the server would refuse, with the server's words. `required` adds the
 * plain "X is required" for empty fields, which reads better than a format error ("Enter a valid
 * email address") for a box left blank.
 */
import type { ZodType } from 'zod';
import type { FieldErrors } from './use-form';

type FormValues = Record<string, string | boolean>;

interface ValidateWithOptions<V extends FormValues> {
  /** What the schema checks; defaults to the values themselves. */
  toInput?: (values: V) => unknown;
  /** Message per field when it is empty. */
  required?: Partial<Record<keyof V & string, string>>;
  /** Rules the contract cannot express (a confirmation that must match). */
  extra?: (values: V) => FieldErrors<V>;
}

export function validateWith<V extends FormValues>(schema: ZodType, options: ValidateWithOptions<V> = {}) {
  return (values: V): FieldErrors<V> => {
    const errors: FieldErrors<V> = {};
    for (const [field, message] of Object.entries(options.required ?? {}) as [keyof V & string, string][]) {
      const value = values[field];
      if (typeof value === 'string' && value.trim() === '') errors[field] = message;
    }
    const result = schema.safeParse(options.toInput ? options.toInput(values) : values);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? '') as keyof V & string;
        if (field && field in values && !errors[field]) errors[field] = issue.message;
      }
    }
    const extra = options.extra?.(values) ?? {};
    for (const [field, message] of Object.entries(extra) as [keyof V & string, string][]) {
      if (!errors[field]) errors[field] = message;
    }
    return errors;
  };
}
