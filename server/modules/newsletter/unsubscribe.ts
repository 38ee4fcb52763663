/**
 * The one-click unsubscribe behind every campaign email's link and List-Unsubscribe header. The
 * token is random and only its SHA-256 is stored on the recipient row (lib/link-tokens.ts), so a
 * link names one recipient of one campaign and cannot be guessed or built from an address. Using
 * it puts the address on the suppression list every audience leaves out, and ends a newsletter
 * subscription. Using it again changes nothing and answers the same. Signing up for the newsletter
 * again is the one way back onto the audiences (liftSuppression, decision 0134).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { campaignSends, emailUnsubscribes, newsletterSubscribers } from '../../db/schema';
import { API_BASE } from '../../lib/api-path';
import { hashLinkToken } from '../../lib/link-tokens';
import { badRequest, notFound } from '../../lib/http-errors';

export async function unsubscribeByToken(tx: Tx, token: string | undefined): Promise<{ email: string }> {
  if (!token) throw badRequest('The unsubscribe link is missing its token', [{ field: 'token', message: 'is required' }]);
  const [recipient] = await tx
    .select({ email: campaignSends.email, campaignId: campaignSends.campaignId })
    .from(campaignSends)
    .where(eq(campaignSends.unsubscribeTokenHash, hashLinkToken(token)));
  if (!recipient) throw notFound('This unsubscribe link is not valid. Please use the link from your most recent email.');
  await leaveMarketing(tx, recipient.email, recipient.campaignId);
  return { email: recipient.email };
}

/**
 * The address wants no more marketing email: it goes on the suppression list every campaign
 * audience leaves out (with the campaign whose link was used, or none when an admin unsubscribed
 * it for them) and its newsletter subscription ends. Addresses on the list are lower-case.
 */
export async function leaveMarketing(tx: Tx, email: string, campaignId: string | null): Promise<void> {
  const address = email.toLowerCase();
  await tx.insert(emailUnsubscribes).values({ email: address, campaignId }).onConflictDoNothing({ target: emailUnsubscribes.email });
  await tx
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: new Date() })
    .where(and(sql`lower(${newsletterSubscribers.email}) = ${address}`, isNull(newsletterSubscribers.unsubscribedAt)));
}


/**
 * The address asked for marketing email again (a newsletter sign-up): it leaves the suppression
 * list, in the caller's transaction, so every audience includes it again. Addresses on the list
 * are lower-case (campaign recipients are); the sign-up's address is matched the same way.
 */
export async function liftSuppression(tx: Tx, email: string): Promise<void> {
  await tx.delete(emailUnsubscribes).where(eq(emailUnsubscribes.email, email.toLowerCase()));
}

/** The two links of one recipient: the page a person opens, and the RFC 8058 one-click POST target. */
export function unsubscribeLinks(publicUrl: string, token: string) {
  const query = `?token=${encodeURIComponent(token)}`;
  return { page: `${publicUrl}/unsubscribe${query}`, oneClick: `${publicUrl}${API_BASE}/general/unsubscribe${query}` };
}
