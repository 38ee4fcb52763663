/**
 * The admin sign-in forms' rules, from the API's contracts (src/contracts/auth.ts), so the browser
 * refuses what the server would, in its words.
 */
import { z } from 'zod';
import { validateWith } from '../../components/form/validate-with';
import { adminRegisterBody, forgotPasswordBody, loginBody, newPasswordField, PASSWORD_MAX, PASSWORD_MIN } from '../../contracts/auth';

export const PASSWORD_HINT = `${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`;

export type AdminLoginValues = { email: string; password: string };
export const validateAdminLogin = validateWith<AdminLoginValues>(loginBody, {
  required: { email: 'Email is required', password: 'Password is required' },
});

export type AdminRegisterValues = { name: string; email: string; password: string };
export const validateAdminRegister = validateWith<AdminRegisterValues>(adminRegisterBody, {
  required: { name: 'Name is required', email: 'Email is required', password: 'Password is required' },
});

export type AdminForgotValues = { email: string };
export const validateAdminForgot = validateWith<AdminForgotValues>(forgotPasswordBody, { required: { email: 'Email is required' } });

export type AdminResetValues = { password: string; confirmPassword: string };
export const validateAdminReset = validateWith<AdminResetValues>(z.object({ password: newPasswordField }), {
  required: { password: 'Password is required', confirmPassword: 'Please confirm your new password' },
  extra: (values) =>
    values.confirmPassword && values.confirmPassword !== values.password ? { confirmPassword: 'The passwords do not match' } : {},
});
