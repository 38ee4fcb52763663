/**
 * The notice that a customer's password changed, from account details or a reset link (decision
 * 0265). It carries no secret: it points at the forgotten-password page, where the owner asks for a
 * link of their own, rather than holding a link that would change the password.
 */
import { type AccountHolder, type ShopPlaces, templated, type TemplatedEmail } from './templated';

export function passwordChangedEmail(holder: AccountHolder, places: ShopPlaces): TemplatedEmail {
  return templated('password-changed', 'Your Verdant password was changed', {
    heading: 'Your password was changed',
    preheader: 'If this was not you, reset your password now.',
    paragraphs: [
      `Hello ${holder.firstName}, the password of your Verdant account (${holder.email}) has just been changed, and every other device has been signed out.`,
      'If that was you, there is nothing more to do.',
      `If it was not you, someone may know your password: choose a new one now with "Forgot your password?" (the link below), then write to ${places.supportEmail} so we can check your account with you.`,
    ],
    action: { label: 'Reset my password', url: `${places.publicUrl}/forgot-password` },
  });
}
