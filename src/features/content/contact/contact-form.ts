/**
 * The contact form's checks, with the server's own schema (src/contracts/storefront.ts), so the
 * browser says exactly what the server would: one source, no drifting copy.
 */
import { contactBody, type ContactBody } from '../../../contracts/storefront';
import type { FieldErrors } from '../../../components/form/use-form';

export type ContactFields = Required<Pick<ContactBody, 'name' | 'email' | 'subject' | 'message'>>;

export const EMPTY_CONTACT: ContactFields = { name: '', email: '', subject: '', message: '' };

export type ContactCheck = { ok: true; body: ContactBody } | { ok: false; errors: FieldErrors<ContactFields> };

export function checkContact(fields: ContactFields): ContactCheck {
  const result = contactBody.safeParse(fields);
  if (result.success) return { ok: true, body: result.data };
  const errors: FieldErrors<ContactFields> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as keyof ContactFields;
    if (field in fields && !(field in errors)) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** The form engine's rule: the same check, its messages only. */
export function validateContact(fields: ContactFields): FieldErrors<ContactFields> {
  const check = checkContact(fields);
  return check.ok ? {} : check.errors;
}
