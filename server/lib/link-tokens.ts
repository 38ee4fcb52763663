/**
 * Single-use links sent by email (password reset, email change): 32 random bytes, base64url, in
 * the link only. The database keeps the SHA-256, so a leaked table holds no usable link, and a
 * link is looked up by hashing what the visitor brings.
 */
import { createHash, randomBytes } from 'node:crypto';

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}
