/** The welcome a customer gets on signing up (docs/decisions/0265-account-emails-and-names-without-markup.md). */
import { type AccountHolder, type ShopPlaces, templated, type TemplatedEmail } from './templated';

export function accountWelcomeEmail(holder: AccountHolder, places: ShopPlaces): TemplatedEmail {
  return templated('account-welcome', 'Welcome to Verdant', {
    heading: `Welcome, ${holder.firstName}`,
    preheader: 'Your Verdant account is ready.',
    paragraphs: [
      `Hello ${holder.firstName}, your Verdant account is ready. You sign in with ${holder.email}.`,
      'From your account you can follow your orders, keep your addresses for a quicker checkout and change your details at any time.',
    ],
    action: { label: 'Explore the shop', url: `${places.publicUrl}/shop` },
    closing: [`If you did not create this account, write to ${places.supportEmail} and we will close it.`],
  });
}
