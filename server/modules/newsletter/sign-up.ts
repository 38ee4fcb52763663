/**
 * Newsletter sign-up with double opt-in (docs/decisions/0220-newsletter-double-opt-in.md). Signing
 * up only sends the address a confirmation link; following it subscribes the address, lifts an
 * earlier unsubscribe (both the subscription's and the campaigns' suppression list, decision 0134)
 * and gives it a personal single-use code for 20% off the first order, restricted to the address.
 * So the code and every campaign reach only a mailbox that asked, and the sign-up's answer is the
 * same whether or not the address was known: an address already subscribed is sent its code again,
 * by email. Each address gets at most one such email per CONFIRM_RESEND_MS.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { NEWSLETTER_DISCOUNT_PERCENT, type NewsletterConfirmation } from '#contracts/storefront';
import type { Tx } from '../../db/client';
import type { Store } from '../../db/unit-of-work';
import { discounts, newsletterSubscribers } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { hashLinkToken, newLinkToken } from '../../lib/link-tokens';
import { liftSuppression } from './unsubscribe';
import { newsletterConfirmEmail, newsletterReminderEmail, newsletterWelcomeEmail, queueEmail } from '../email';

/** One confirmation or reminder per address in this long: the form cannot be used to flood a mailbox. */
export const CONFIRM_RESEND_MS = 10 * 60_000;
/** How long a confirmation link works before it is followed. */
export const CONFIRM_LINK_MS = 7 * 24 * 60 * 60_000;
export const CONFIRM_LINK_INVALID = 'This confirmation link is not valid or has expired. Please sign up again to get a new one.';

// No 0/O/1/I: codes are read off emails and typed.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function newCode(): string {
  const bytes = randomBytes(8);
  return `WELCOME-${Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('')}`;
}

export const confirmLink = (publicUrl: string, token: string) => `${publicUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`;

const sentRecently = (sentAt: Date | null, now: number) => sentAt !== null && now - sentAt.getTime() < CONFIRM_RESEND_MS;

/** Sends the address its confirmation link, or (already subscribed) its code; answers nothing the caller may tell apart. */
export async function requestSubscription(store: Store, email: string, publicUrl: string): Promise<void> {
  await store.write(async (tx) => {
    const now = Date.now();
    const [known] = await tx
      .select({ id: newsletterSubscribers.id, confirmedAt: newsletterSubscribers.confirmedAt, unsubscribedAt: newsletterSubscribers.unsubscribedAt, sentAt: newsletterSubscribers.confirmSentAt, code: discounts.code })
      .from(newsletterSubscribers)
      .leftJoin(discounts, eq(discounts.id, newsletterSubscribers.discountId))
      .where(eq(newsletterSubscribers.email, email))
      .for('update', { of: newsletterSubscribers });
    if (known && sentRecently(known.sentAt, now)) return;

    if (known?.confirmedAt && !known.unsubscribedAt && known.code) {
      await tx.update(newsletterSubscribers).set({ confirmSentAt: new Date(now) }).where(eq(newsletterSubscribers.id, known.id));
      await queueEmail(tx, { to: email, ...newsletterReminderEmail(NEWSLETTER_DISCOUNT_PERCENT, known.code) });
      return;
    }

    const { token, hash } = newLinkToken();
    const fresh = { confirmTokenHash: hash, confirmSentAt: new Date(now) };
    if (known) await tx.update(newsletterSubscribers).set(fresh).where(eq(newsletterSubscribers.id, known.id));
    else {
      // Two sign-ups racing for one email: the unique key lets one insert win; the other retries and finds it.
      const inserted = await tx
        .insert(newsletterSubscribers)
        .values({ email, ...fresh })
        .onConflictDoNothing({ target: newsletterSubscribers.email })
        .returning({ id: newsletterSubscribers.id });
      if (inserted.length === 0) throw new NewsletterRaceError();
    }
    await queueEmail(tx, { to: email, ...newsletterConfirmEmail(NEWSLETTER_DISCOUNT_PERCENT, confirmLink(publicUrl, token)) });
  });
}

/** Follows a confirmation link: subscribes the address and answers its code (the same code on every use of the link). */
export async function confirmSubscription(store: Store, token: string): Promise<NewsletterConfirmation> {
  return store.write(async (tx) => {
    const [row] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.confirmTokenHash, hashLinkToken(token)))
      .for('update');
    const expired = row && !row.confirmedAt && (row.confirmSentAt?.getTime() ?? 0) + CONFIRM_LINK_MS < Date.now();
    if (!row || expired) throw notFound(CONFIRM_LINK_INVALID);
    if (!row.confirmedAt || row.unsubscribedAt) {
      await liftSuppression(tx, row.email);
      await tx
        .update(newsletterSubscribers)
        .set({ confirmedAt: sql`coalesce(${newsletterSubscribers.confirmedAt}, now())`, unsubscribedAt: null })
        .where(eq(newsletterSubscribers.id, row.id));
    }
    const code = await codeOf(tx, row);
    return { email: row.email, discountCode: code, percentOff: NEWSLETTER_DISCOUNT_PERCENT };
  });
}

/** The subscriber's welcome code, made (and emailed) on the first confirmation. */
async function codeOf(tx: Tx, row: { id: string; email: string; discountId: string | null }): Promise<string> {
  if (row.discountId) {
    const [existing] = await tx.select({ code: discounts.code }).from(discounts).where(eq(discounts.id, row.discountId));
    if (existing) return existing.code;
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
      restrictedToEmail: row.email,
      // Listed and counted apart from the shop's codes (docs/decisions/0260-owner-screens.md).
      kind: 'welcome',
    })
    .returning({ id: discounts.id, code: discounts.code });
  await tx.update(newsletterSubscribers).set({ discountId: discount!.id }).where(eq(newsletterSubscribers.id, row.id));
  await queueEmail(tx, { to: row.email, ...newsletterWelcomeEmail(NEWSLETTER_DISCOUNT_PERCENT, discount!.code) });
  return discount!.code;
}

/** The losing side of a concurrent double sign-up; the route retries once and finds the winner's row. */
export class NewsletterRaceError extends Error {}
