/** The team changed a customer's email in the back office: the address it moved away from is told. */
import { templated, type TemplatedEmail } from './templated';

export function emailChangedByShopEmail(change: { firstName: string; oldEmail: string; newEmail: string; supportEmail: string }): TemplatedEmail {
  return templated('email-changed-by-shop', 'The email of your Verdant account was changed', {
    heading: 'Your account’s email was changed',
    paragraphs: [
      `Hello ${change.firstName}, our team changed the email of your Verdant account from ${change.oldEmail} to ${change.newEmail}.`,
      'From now on you sign in, reset your password and receive order emails at the new address.',
      `If you did not ask for this, write to ${change.supportEmail} and we will put it right.`,
    ],
  });
}
