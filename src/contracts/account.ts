/**
 * Signed-in sessions and the customer's own account (docs/product/accounts.md#customer-and-admin-records and docs/product/accounts.md#customer-calls): what login, register
 * and reset answer, and the /user/account payloads and answers.
 */
import { z } from 'zod';
import { newPasswordField, passwordField, personNameField, publicAdmin, publicUser } from './auth';

/**
 * A browser keeps the proof that it signed in to this account: the next sign-in sends it back
 * (loginBody), so guessers elsewhere cannot keep the owner waiting.
 */
const deviceProof = z.string().optional();

/**
 * POST /user/login, /user/register, /user/reset-password and PUT /user/account/password answer
 * this, each with a device proof.
 */
export const customerSession = z.object({ user: publicUser, token: z.string(), deviceProof });
export type CustomerSession = z.infer<typeof customerSession>;

/**
 * POST /admin/login, /admin/reset-password and /admin/invitation/accept answer this, with a device
 * proof; the first admin's POST /admin/register, without one.
 */
export const adminSession = z.object({ admin: publicAdmin, token: z.string(), deviceProof });
export type AdminSession = z.infer<typeof adminSession>;


/** GET /user/account: the public user plus the account-page fields. */
export const accountView = publicUser.extend({
  phone: z.string().nullable(),
  /** ISO date-time the account was created (the same instant as createdAt). */
  memberSince: z.string(),
  defaultShippingAddressId: z.string().nullable(),
  defaultBillingAddressId: z.string().nullable(),
  /** A new email waiting for its confirmation link to be used; `email` stays until then. */
  pendingEmail: z.string().nullable(),
});
export type AccountView = z.infer<typeof accountView>;

/** A person's first or last name, as an account keeps it (the customer's and the admin's edits). */
export const nameField = (label: string) => personNameField(label, `${label} must be text`);

/** An account's phone: free text of digits and separators; null or '' clears it. */
export const phoneField = z
  .string({ message: 'Phone must be text' })
  .trim()
  .max(40, 'Phone must be at most 40 characters')
  .refine((phone) => phone === '' || /^\+?[\d\s()-]{6,25}$/.test(phone), 'Enter a valid phone number')
  .nullable();

/**
 * PUT /user/account: any of the four; absent fields are left as they are, phone null or '' clears
 * it. A different email also needs `currentPassword`, and takes effect only once confirmed.
 */
export const accountUpdateBody = z.object({
  firstName: nameField('First name').optional(),
  lastName: nameField('Last name').optional(),
  email: z
    .string({ message: 'Email must be text' })
    .trim()
    .max(254, 'Email must be at most 254 characters')
    .pipe(z.email({ message: 'Enter a valid email address' }))
    .transform((email) => email.toLowerCase())
    .optional(),
  phone: phoneField.optional(),
  currentPassword: passwordField.optional(),
});
export type AccountUpdate = z.infer<typeof accountUpdateBody>;

export const changePasswordBody = z.object({
  currentPassword: passwordField,
  newPassword: newPasswordField,
});
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

export const deleteAccountBody = z.object({ password: passwordField });

/** POST /user/account/email/confirm and /user/account/email/undo: the token from the emailed link. */
export const emailLinkBody = z.object({
  token: z.string({ message: 'The link is incomplete' }).min(16, 'The link is invalid').max(200, 'The link is invalid'),
});
export type EmailLinkBody = z.infer<typeof emailLinkBody>;

/** What both email links answer: the account's email now. */
export const emailLinkResult = z.object({ email: z.string() });
export type EmailLinkResult = z.infer<typeof emailLinkResult>;
