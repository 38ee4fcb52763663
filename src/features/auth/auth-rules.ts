/**
 * The registration form's rules (sign-in, forgotten and new password share theirs with admins in
 * src/components/form/credential-rules.ts), taken from the API's contracts (src/contracts/auth.ts) so the browser
 * refuses what the server would, in the server's words: email format, passwords of 8 to 128
 * characters, names of 1 to 60. What only the server can know (a taken email, a password too easy
 * to guess, with its advice: docs/decisions/0212) comes back from the call and shows at its field.
 */
import { REQUIRED_EMAIL, REQUIRED_PASSWORD } from '../../components/form/credential-rules';
import { validateWith } from '../../components/form/validate-with';
import { customerRegisterBody, PASSWORD_MAX, PASSWORD_MIN } from '../../contracts/auth';

export const PASSWORD_HINT = `${PASSWORD_MIN} to ${PASSWORD_MAX} characters. A phrase you'll remember works well.`;

const REQUIRED = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: REQUIRED_EMAIL,
  password: REQUIRED_PASSWORD,
};

export type RegisterValues = { firstName: string; lastName: string; email: string; password: string };
export const validateRegister = validateWith<RegisterValues>(customerRegisterBody, {
  required: { firstName: REQUIRED.firstName, lastName: REQUIRED.lastName, email: REQUIRED.email, password: REQUIRED.password },
});
