/**
 * Device proofs: how a sign-in shows it comes from a browser where this account signed in before
 * (docs/decisions/0210-the-owner-gets-in-during-an-attack.md).
 *
 * The account's growing delay (slowdown.ts) is shared by everyone who types its email, so on its
 * own it would refuse the owner's right password while strangers keep guessing. Every successful
 * sign-in (and sign-up, and reset through the emailed link) therefore hands the browser a proof:
 * an HMAC over the account kind, the email, a random id, an expiry and the account's password hash
 * of the moment, under a key derived from that kind's token secret. Nothing is stored on the
 * server, so proofs survive restarts and work on every process; and since every new password has a
 * new hash (a fresh salt), a password change or reset voids every proof issued before it
 * (docs/decisions/0210, as amended). A sign-in carrying a valid proof for its email skips the shared delay and
 * meets an allowance of its own instead (auth-limits.ts signInFromDevice), keyed by the proof's
 * id: a guesser never has one, and a stolen one guesses no faster than the delay would allow.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { type Clock, systemClock } from '../../../lib/clock';
import { sameBytes } from '../../../lib/same-bytes';
import type { AccountKind } from '../passwords/credentials';

/** Renewed at every sign-in, so a browser used at least once a quarter stays known. */
export const DEVICE_PROOF_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;

// v2: the password hash joined the signed text; v1 proofs no longer verify (a one-time delay for their owners).
const PURPOSE = 'verdant device proof v2';

/** What a proof is bound to: the account's email and its password hash at the time. */
export interface ProofSubject {
  email: string;
  passwordHash: string;
}

export class DeviceProofs {
  private readonly keys: Record<AccountKind, Buffer>;

  constructor(
    secrets: Record<AccountKind, string>,
    private readonly clock: Clock = systemClock,
  ) {
    // Derived, not the token secret itself: a proof can never be mistaken for, or help forge, a token.
    const derive = (secret: string) => createHmac('sha256', secret).update(PURPOSE).digest();
    this.keys = { customer: derive(secrets.customer), admin: derive(secrets.admin) };
  }

  /** A new proof that this browser signed in to the `kind` account with `email`, whose password hash is now `passwordHash`. */
  issue(kind: AccountKind, account: ProofSubject): string {
    const id = randomBytes(16).toString('base64url');
    const expires = String(Math.floor((this.clock.now() + DEVICE_PROOF_LIFETIME_MS) / 1000));
    return `${id}.${expires}.${this.sign(kind, account, id, expires)}`;
  }

  /**
   * The proof's id when it is genuine, unexpired, for this kind and email, and issued under the
   * account's current password; otherwise null (also when there is no such account).
   */
  verify(kind: AccountKind, account: ProofSubject | null, proof: string | undefined): string | null {
    if (!account) return null;
    const [id, expires, signature, ...rest] = (proof ?? '').split('.');
    if (!id || !expires || !signature || rest.length > 0 || !/^\d{1,12}$/.test(expires)) return null;
    const expected = Buffer.from(this.sign(kind, account, id, expires));
    const given = Buffer.from(signature);
    if (!sameBytes(given, expected)) return null;
    return Number(expires) * 1000 > this.clock.now() ? id : null;
  }

  private sign(kind: AccountKind, account: ProofSubject, id: string, expires: string): string {
    return createHmac('sha256', this.keys[kind])
      .update(`${kind}\n${account.email.toLowerCase()}\n${id}\n${expires}\n${account.passwordHash}`)
      .digest('base64url');
  }
}
