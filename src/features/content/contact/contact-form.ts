/**
 * The contact form's checks, with the server's own schema (src/contracts/storefront.ts), so the
 * browser says exactly what the server would: one source, no drifting copy.
 */
import { contactBody, type ContactBody } from '../../../contracts/storefront';
import type { FieldErrors } from '../../../lib/field-errors';

export type ContactFields = Required<Pick<ContactBody, 'name' | 'email' | 'subject' | 'message'>>;
export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export const EMPTY_CONTACT: ContactFields = { name: '', email: '', subject: '', message: '' };

export type ContactCheck = { ok: true; body: ContactBody } | { ok: false; errors: FieldErrors };

export function checkContact(fields: ContactFields): ContactCheck {
  const result = contactBody.safeParse(fields);
  if (result.success) return { ok: true, body: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    if (!(field in errors)) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
