/**
 * The secrets an email may carry are its links' tokens: a password reset, an email change and its
 * undo, a campaign's unsubscribe (each made by lib/link-tokens.ts and sent as `?token=`). Whoever
 * holds one acts as the recipient, so they leave the shop's copy of an email: admins never see them
 * in the outbox, and the stored row loses them once the email is delivered
 * (docs/decisions/0217-emails-keep-no-secrets.md).
 */

/** A link's token parameter, in text, in an HTML attribute (`&amp;token=`), or in a header. */
const TOKEN_PARAMETER = /([?&;]token=)[^&\s"'<>]+/g;

export const REMOVED_SECRET = 'removed';

/** The text with every link token replaced: the links still show where they pointed. */
export function withoutLinkSecrets(text: string): string;
export function withoutLinkSecrets(text: string | null): string | null;
export function withoutLinkSecrets(text: string | null): string | null {
  return text === null ? null : text.replace(TOKEN_PARAMETER, `$1${REMOVED_SECRET}`);
}

/** Extra headers (List-Unsubscribe carries the token) with their values cleared the same way. */
export function headersWithoutLinkSecrets(headers: Record<string, string> | null): Record<string, string> | null {
  return headers === null ? null : Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, withoutLinkSecrets(value)]));
}
