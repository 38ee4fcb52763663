/**
 * The first-admin and add-an-admin form's rules, from the API's contracts (src/contracts/auth.ts),
 * so the browser refuses what the server would, in its words. Sign-in, forgotten and new password
 * share theirs with customers (src/components/form/credential-rules.ts).
 */
import { REQUIRED_EMAIL, REQUIRED_PASSWORD } from '../../components/form/credential-rules';
import { validateWith } from '../../components/form/validate-with';
import { adminRegisterBody, PASSWORD_MAX, PASSWORD_MIN } from '../../contracts/auth';

/** Admins need a harder password than customers (docs/decisions/0212): the hint says how to get one first time. */
export const PASSWORD_HINT = `${PASSWORD_MIN} to ${PASSWORD_MAX} characters, hard to guess: a phrase of four unrelated words works well.`;

export type AdminRegisterValues = { name: string; email: string; password: string };
export const validateAdminRegister = validateWith<AdminRegisterValues>(adminRegisterBody, {
  required: { name: 'Name is required', email: REQUIRED_EMAIL, password: REQUIRED_PASSWORD },
});
