/** Sign-up, sign-in and password recovery payloads for customers and admins (docs/product/accounts.md#customer-and-admin-records and docs/product/accounts.md#customer-calls). */
import { z } from 'zod';
import { STAFF_ROLES } from '../domain/staff-roles';
import { personNameField } from './person-name';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const emailField = z
  .string({ message: 'Email is required' })
  .trim()
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email({ message: 'Enter a valid email address' }))
  .transform((email) => email.toLowerCase());

export const newPasswordField = z
  .string({ message: 'Password is required' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

/** For sign-in: any non-empty string up to the maximum; strength is checked only when set. */
export const passwordField = z
  .string({ message: 'Password is required' })
  .min(1, 'Password is required')
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export { personNameField };

export const customerRegisterBody = z.object({
  firstName: personNameField('First name'),
  lastName: personNameField('Last name'),
  email: emailField,
  password: newPasswordField,
});
export const adminRegisterBody = z.object({ name: personNameField('Name'), email: emailField, password: newPasswordField });
export const loginBody = z.object({
  email: emailField,
  password: passwordField,
  /** The proof an earlier sign-in on this device answered for this email: it lets the owner past the delay guessers meet. */
  deviceProof: z.string().max(200).optional(),
});
export const forgotPasswordBody = z.object({ email: emailField });
export const resetPasswordBody = z.object({
  token: z.string({ message: 'Reset token is required' }).min(16, 'Reset link is invalid').max(200),
  password: newPasswordField,
});
/** What a client sends to each (before the server's trimming and lower-casing). */
export type CustomerRegisterBody = z.input<typeof customerRegisterBody>;
export type LoginBody = z.input<typeof loginBody>;
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

export const publicUser = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  profileImage: z.string().nullable(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUser>;

/** The signed-in admin, with the role the back office reads to hide what it may not use (decision 0250). */
export const publicAdmin = z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.enum(STAFF_ROLES) });
export type PublicAdmin = z.infer<typeof publicAdmin>;

/** JWT audiences: customer and admin tokens are never interchangeable. */
export const CUSTOMER_AUDIENCE = 'shop:customer';
export const ADMIN_AUDIENCE = 'shop:admin';
