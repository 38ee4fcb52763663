/**
 * Email-and-password sign-in for either kind of account, throttled. Unknown emails, wrong
 * passwords and archived accounts get the same answer after the same work (one argon2 verify,
 * against a decoy hash when there is no account), so neither the message nor the time tells
 * whether an email is registered. Guessing is counted per address and per (account, address);
 * the account as a whole is only slowed down (auth-limits.ts), and a browser the owner signed in
 * on before skips that delay with its device proof (device-proofs.ts), so strangers guessing from
 * many addresses slow each other, never the owner. The proof also skips the per-address counts: a
 * stranger guessing from the owner's own address (an office, a carrier's shared address) would
 * otherwise refuse the owner there for 15 minutes; the proof's own allowance bounds its guesses.
 */
import type { Db } from '../../../db/client';
import { badRequest, unauthorized } from '../../../lib/http-errors';
import { decoyPasswordHash, verifyPassword } from '../../../lib/passwords';
import { authLimits } from '../throttles/auth-limits';
import { type AccountKind, type Credentials, credentialsByEmail, credentialsById, recordSignIn } from '../passwords/credentials';
import type { DeviceProofs } from './device-proofs';
import type { Throttle } from '../throttles/throttle';

export const INVALID_CREDENTIALS = 'Invalid email or password';

export interface SignedIn {
  id: string;
  tokenVersion: number;
}

export async function signIn(
  deps: { db: Db; throttle: Throttle; deviceProofs: DeviceProofs },
  kind: AccountKind,
  credentials: { email: string; password: string; deviceProof?: string },
  ip: string,
): Promise<SignedIn> {
  const { db, throttle } = deps;
  const { email } = credentials;
  const check = async () => {
    const account = await credentialsByEmail(db, kind, credentials.email);
    const hash = account?.passwordHash ?? (await decoyPasswordHash());
    const matches = await verifyPassword(hash, credentials.password);
    if (!account || !matches || !account.active) throw unauthorized(INVALID_CREDENTIALS);
    await recordSignIn(db, kind, account.id);
    return { id: account.id, tokenVersion: account.tokenVersion };
  };
  const perAddress = authLimits.signIn(kind, email, ip);
  // A proof is checked against the account's password of now: one issued before a change opens nothing.
  const device = credentials.deviceProof
    ? deps.deviceProofs.verify(kind, await credentialsByEmail(db, kind, email), credentials.deviceProof)
    : null;
  // Neither counted in nor clearing the account's delay or the address's counts: the owner getting
  // in hands guessers nothing, and their guesses from this address refuse only them.
  if (device) return throttle.run([authLimits.signInFromDevice(kind, device)], check);
  return throttle.runSlowed(perAddress, authLimits.signInSlowdown(kind, email), check);
}

/**
 * Re-checks the password of a signed-in account before a sensitive change (password or email
 * change, account deletion). Throttled per account, so a stolen token cannot be used to guess it.
 */
export function confirmPassword(
  deps: { db: Db; throttle: Throttle },
  kind: AccountKind,
  id: string,
  password: string,
  refusal: { field: string; message: string },
): Promise<Credentials> {
  const { db, throttle } = deps;
  return throttle.run(authLimits.passwordCheck(kind, id), async () => {
    const account = await credentialsById(db, kind, id);
    if (!account || !(await verifyPassword(account.passwordHash, password)))
      throw badRequest(refusal.message, [refusal]);
    return account;
  });
}
