/**
 * The admin sign-in forms' rules, from the API's contracts (src/contracts/auth.ts), so the browser
 * refuses what the server would, in its words.
 */
import {
  type ForgotValues,
  type LoginValues,
  REQUIRED_EMAIL,
  REQUIRED_PASSWORD,
  type ResetValues,
  validateForgot,
  validateLogin,
  validateReset,
} from '../../components/form/credential-rules';
import { validateWith } from '../../components/form/validate-with';
import { adminRegisterBody, PASSWORD_MAX, PASSWORD_MIN } from '../../contracts/auth';

export const PASSWORD_HINT = `${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`;

// Sign-in, forgotten and new password read as the customer's do (one home for those rules).
export type AdminLoginValues = LoginValues;
export const validateAdminLogin = validateLogin;

export type AdminRegisterValues = { name: string; email: string; password: string };
export const validateAdminRegister = validateWith<AdminRegisterValues>(adminRegisterBody, {
  required: { name: 'Name is required', email: REQUIRED_EMAIL, password: REQUIRED_PASSWORD },
});

export type AdminForgotValues = ForgotValues;
export const validateAdminForgot = validateForgot;

export type AdminResetValues = ResetValues;
export const validateAdminReset = validateReset;
