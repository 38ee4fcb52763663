/**
 * Newsletter sign-up. Each subscriber gets a personal single-use code for 20% off their first
 * order, restricted to their email; signing up again answers the same code rather than minting
 * another (so the offer cannot be farmed by repeating the form). Signing up is asking for marketing
 * email: it ends an earlier unsubscribe, both the subscription's and the campaigns' suppression
 * list, in the same transaction (decision 0134).
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { NEWSLETTER_DISCOUNT_PERCENT, type NewsletterAnswer } from '#contracts/storefront';
import type { Store } from '../../db/unit-of-work';
import { discounts, newsletterSubscribers } from '../../db/schema';
import { liftSuppression } from './unsubscribe';
import { queueEmail, renderEmail } from '../email';

// No 0/O/1/I: codes are read off emails and typed.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function newCode(): string {
  const bytes = randomBytes(8);
  return `WELCOME-${Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('')}`;
}

export async function subscribeToNewsletter(store: Store, email: string): Promise<NewsletterAnswer> {
  return store.write(async (tx) => {
    await liftSuppression(tx, email);
    const [existing] = await tx
      .select({ id: newsletterSubscribers.id, code: discounts.code, unsubscribedAt: newsletterSubscribers.unsubscribedAt })
      .from(newsletterSubscribers)
      .leftJoin(discounts, eq(discounts.id, newsletterSubscribers.discountId))
      .where(eq(newsletterSubscribers.email, email))
      .for('update', { of: newsletterSubscribers });
    if (existing?.code) {
      if (existing.unsubscribedAt)
        await tx.update(newsletterSubscribers).set({ unsubscribedAt: null }).where(eq(newsletterSubscribers.id, existing.id));
      return { email, discountCode: existing.code, percentOff: NEWSLETTER_DISCOUNT_PERCENT, alreadySubscribed: true };
    }

    const [discount] = await tx
      .insert(discounts)
      .values({
        code: newCode(),
        description: `Newsletter welcome: ${NEWSLETTER_DISCOUNT_PERCENT}% off the first order`,
        type: 'percentage',
        value: NEWSLETTER_DISCOUNT_PERCENT,
        usageLimit: 1,
        usageLimitPerCustomer: 1,
        firstOrderOnly: true,
        restrictedToEmail: email,
      })
      .returning({ id: discounts.id, code: discounts.code });
    // Two sign-ups racing for one email: the unique key lets one insert win; the other reads it.
    const inserted = await tx
      .insert(newsletterSubscribers)
      .values({ email, discountId: discount!.id })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning({ id: newsletterSubscribers.id });
    if (inserted.length === 0) throw new NewsletterRaceError();

    await queueEmail(tx, {
      to: email,
      subject: `Welcome to Verdant: ${NEWSLETTER_DISCOUNT_PERCENT}% off your first order`,
      kind: 'newsletter-welcome',
      ...renderEmail({
        heading: 'Welcome to the Verdant newsletter',
        paragraphs: [
          `Thank you for signing up. Here is ${NEWSLETTER_DISCOUNT_PERCENT}% off your first order: use the code ${discount!.code} at checkout.`,
          'The code is yours alone and works once, on your first order.',
        ],
      }),
    });
    return { email, discountCode: discount!.code, percentOff: NEWSLETTER_DISCOUNT_PERCENT, alreadySubscribed: false };
  });
}

/** The losing side of a concurrent double sign-up; the route retries once and reads the winner. */
export class NewsletterRaceError extends Error {}
