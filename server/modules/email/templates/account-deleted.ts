/** The confirmation that a customer's account was deleted, sent to the address the account had (decision 0265). */
import { type AccountHolder, type ShopPlaces, templated, type TemplatedEmail } from './templated';

export function accountDeletedEmail(holder: AccountHolder, places: ShopPlaces): TemplatedEmail {
  return templated('account-deleted', 'Your Verdant account has been deleted', {
    heading: 'Your account has been deleted',
    paragraphs: [
      `Hello ${holder.firstName}, as you asked, your Verdant account (${holder.email}) has been deleted, with its saved addresses and cards.`,
      'Orders you placed are kept for our accounts, without your name, email, phone or street address.',
      `You are welcome back at any time. If you did not ask for this, write to ${places.supportEmail}.`,
    ],
  });
}
