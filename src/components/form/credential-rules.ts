/**
 * The rules of the forms customers and admins share word for word (sign in, forgotten password,
 * new password), from the API's contracts (src/contracts/auth.ts), so both sign-in areas refuse
 * what the server would, in the same words. The one set of sign-in forms (src/components/sign-in)
 * uses them for both audiences.
 */
import { z } from 'zod';
import { forgotPasswordBody, loginBody, newPasswordField } from '../../contracts/auth';
import { validateWith } from './validate-with';

export const REQUIRED_EMAIL = 'Email is required';
export const REQUIRED_PASSWORD = 'Password is required';

export type LoginValues = { email: string; password: string };
export const validateLogin = validateWith<LoginValues>(loginBody, { required: { email: REQUIRED_EMAIL, password: REQUIRED_PASSWORD } });

export type ForgotValues = { email: string };
export const validateForgot = validateWith<ForgotValues>(forgotPasswordBody, { required: { email: REQUIRED_EMAIL } });

export type ResetValues = { password: string; confirmPassword: string };
export const validateReset = validateWith<ResetValues>(z.object({ password: newPasswordField }), {
  required: { password: REQUIRED_PASSWORD, confirmPassword: 'Please confirm your new password' },
  extra: (values) =>
    values.confirmPassword && values.confirmPassword !== values.password ? { confirmPassword: 'The passwords do not match' } : {},
});
