/**
 * The sign-in forms' rules, taken from the API's contracts (src/contracts/auth.ts) so the browser
 * refuses what the server would, in the server's words: email format, passwords of 8 to 128
 * characters, names of 1 to 60. What only the server can know (a taken email, a password on the
 * common-password list) comes back from the call and shows at its field.
 */
import { z } from 'zod';
import { validateWith } from '../../components/form/validate-with';
import {
  customerRegisterBody,
  forgotPasswordBody,
  loginBody,
  newPasswordField,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from '../../contracts/auth';

export { PASSWORD_MAX, PASSWORD_MIN };

export const PASSWORD_HINT = `${PASSWORD_MIN} to ${PASSWORD_MAX} characters. A phrase you'll remember works well.`;

const REQUIRED = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Email is required',
  password: 'Password is required',
  confirmPassword: 'Please confirm your new password',
};

export type LoginValues = { email: string; password: string };
export const validateLogin = validateWith<LoginValues>(loginBody, { required: { email: REQUIRED.email, password: REQUIRED.password } });

export type RegisterValues = { firstName: string; lastName: string; email: string; password: string };
export const validateRegister = validateWith<RegisterValues>(customerRegisterBody, {
  required: { firstName: REQUIRED.firstName, lastName: REQUIRED.lastName, email: REQUIRED.email, password: REQUIRED.password },
});

export type ForgotValues = { email: string };
export const validateForgot = validateWith<ForgotValues>(forgotPasswordBody, { required: { email: REQUIRED.email } });

export type ResetValues = { password: string; confirmPassword: string };
export const validateReset = validateWith<ResetValues>(z.object({ password: newPasswordField }), {
  required: { password: REQUIRED.password, confirmPassword: REQUIRED.confirmPassword },
  extra: (values) =>
    values.confirmPassword && values.confirmPassword !== values.password ? { confirmPassword: 'The passwords do not match' } : {},
});
