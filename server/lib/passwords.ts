/** Password hashing: argon2id with OWASP's minimum parameters (m=19456 KiB, t=2, p=1). */
import { hash, verify } from '@node-rs/argon2';

// 2 is Argon2id in @node-rs/argon2's (const, so not importable here) Algorithm enum.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed login, never a 500.
    return false;
  }
}

/**
 * A real hash of a throwaway password, verified against when the account does not exist, so that
 * a login for an unknown email takes as long as one for a known email.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy-password-for-timing');
  return decoyHash;
}
