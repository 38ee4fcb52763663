/**
 * The emails about a customer's own account, their words in one home: the welcome on sign-up, the
 * notice that the password changed (from account details or a reset link), and the confirmation that
 * the account was deleted (docs/decisions/0265-account-emails-and-names-without-markup.md). Each is
 * queued in the transaction of the change it tells of, so it goes only when the change committed,
 * and is delivered after the commit by the outbox (docs/decisions/0003-email-outbox.md).
 *
 * None carries a secret: the password notice points at the forgotten-password page, where the
 * owner asks for a link of their own, rather than holding a link that would change the password.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { customers } from '../../../db/schema';
import { type EmailContent, queueEmail, renderEmail } from '../../email';

/** Where the emails point and whom they tell the customer to write to. */
export interface AccountEmailPlaces {
  publicUrl: string;
  supportEmail: string;
}

/** The customer an email is about: their address and how they are greeted. */
export interface AccountHolder {
  email: string;
  firstName: string;
}

interface AccountEmail {
  kind: 'account-welcome' | 'password-changed' | 'account-deleted';
  subject: string;
  content: EmailContent;
}

export function welcomeEmail(holder: AccountHolder, places: AccountEmailPlaces): AccountEmail {
  return {
    kind: 'account-welcome',
    subject: 'Welcome to Verdant',
    content: {
      heading: `Welcome, ${holder.firstName}`,
      preheader: 'Your Verdant account is ready.',
      paragraphs: [
        `Hello ${holder.firstName}, your Verdant account is ready. You sign in with ${holder.email}.`,
        'From your account you can follow your orders, keep your addresses for a quicker checkout and change your details at any time.',
      ],
      action: { label: 'Explore the shop', url: `${places.publicUrl}/shop` },
      closing: [`If you did not create this account, write to ${places.supportEmail} and we will close it.`],
    },
  };
}

export function passwordChangedEmail(holder: AccountHolder, places: AccountEmailPlaces): AccountEmail {
  return {
    kind: 'password-changed',
    subject: 'Your Verdant password was changed',
    content: {
      heading: 'Your password was changed',
      preheader: 'If this was not you, reset your password now.',
      paragraphs: [
        `Hello ${holder.firstName}, the password of your Verdant account (${holder.email}) has just been changed, and every other device has been signed out.`,
        'If that was you, there is nothing more to do.',
        `If it was not you, someone may know your password: choose a new one now with "Forgot your password?" (the link below), then write to ${places.supportEmail} so we can check your account with you.`,
      ],
      action: { label: 'Reset my password', url: `${places.publicUrl}/forgot-password` },
    },
  };
}

export function accountDeletedEmail(holder: AccountHolder, places: AccountEmailPlaces): AccountEmail {
  return {
    kind: 'account-deleted',
    subject: 'Your Verdant account has been deleted',
    content: {
      heading: 'Your account has been deleted',
      paragraphs: [
        `Hello ${holder.firstName}, as you asked, your Verdant account (${holder.email}) has been deleted, with its saved addresses and cards.`,
        'Orders you placed are kept for our accounts, without your name, email, phone or street address.',
        `You are welcome back at any time. If you did not ask for this, write to ${places.supportEmail}.`,
      ],
    },
  };
}

/** Queues one of the emails above to the customer, inside the caller's transaction. */
export async function queueAccountEmail(tx: Tx, holder: AccountHolder, email: AccountEmail): Promise<void> {
  await queueEmail(tx, { to: holder.email, subject: email.subject, kind: email.kind, ...renderEmail(email.content) });
}

/** Queues the password-changed notice to the customer as their row reads inside `tx` (a change or a reset). */
export async function tellPasswordChanged(tx: Tx, customerId: string, places: AccountEmailPlaces): Promise<void> {
  const [holder] = await tx.select({ email: customers.email, firstName: customers.firstName }).from(customers).where(eq(customers.id, customerId));
  if (holder) await queueAccountEmail(tx, holder, passwordChangedEmail(holder, places));
}
