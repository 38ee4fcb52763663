/** Device proofs (server/modules/accounts/sign-in/device-proofs.ts, decision 0210): who they prove, and for how long. */
import { describe, expect, it } from 'vitest';
import { testClock } from './support/clock';
import { DEVICE_PROOF_LIFETIME_MS, DeviceProofs } from '../../server/modules/accounts/sign-in/device-proofs';

const secrets = { customer: 'c'.repeat(48), admin: 'a'.repeat(48) };
/** Accounts as a proof sees them: the email and the password hash of the moment. */
const ada = { email: 'ada@example.com', passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$ada-salt$ada-hash' };
const fern = { email: 'fern@verdant.test', passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$fern-salt$fern-hash' };
const as = (account: typeof ada, email: string) => ({ ...account, email });

describe('device proofs', () => {
  it('prove a sign-in to one kind of account with one email, whatever case it is typed in', () => {
    const proofs = new DeviceProofs(secrets);
    const proof = proofs.issue('customer', ada);
    const id = proofs.verify('customer', ada, proof);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(proofs.verify('customer', as(ada, 'ADA@example.com'), proof)).toBe(id);
    expect(proofs.verify('customer', as(ada, 'eve@example.com'), proof)).toBeNull();
    expect(proofs.verify('admin', ada, proof)).toBeNull();
    // Each sign-in gets a proof of its own, so each has its own allowance.
    expect(proofs.verify('customer', ada, proofs.issue('customer', ada))).not.toBe(id);
  });

  it('die with the password they were issued under (decision 0210, as amended)', () => {
    const proofs = new DeviceProofs(secrets);
    const proof = proofs.issue('customer', ada);
    expect(proofs.verify('customer', ada, proof)).not.toBeNull();
    expect(proofs.verify('customer', { ...ada, passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$new-salt$new-hash' }, proof)).toBeNull();
    expect(proofs.verify('customer', null, proof)).toBeNull();
  });

  it('refuse anything altered, malformed, or signed by another shop', () => {
    const proofs = new DeviceProofs(secrets);
    const proof = proofs.issue('admin', fern);
    const [id, expires, signature] = proof.split('.');
    const later = String(Number(expires) + 86_400);
    for (const forged of [
      `${id}.${later}.${signature}`,
      `${id}x.${expires}.${signature}`,
      `${id}.${expires}.${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`,
      `${proof}.extra`,
      'not-a-proof',
      '',
      undefined,
      new DeviceProofs({ customer: 'x'.repeat(48), admin: 'y'.repeat(48) }).issue('admin', fern),
    ])
      expect(proofs.verify('admin', fern, forged), String(forged)).toBeNull();
  });

  it('last 90 days', () => {
    const time = testClock(1_800_000_000_000);
    const proofs = new DeviceProofs(secrets, time);
    const proof = proofs.issue('customer', ada);
    time.advance(DEVICE_PROOF_LIFETIME_MS - 60_000);
    expect(proofs.verify('customer', ada, proof)).not.toBeNull();
    time.advance(60_000);
    expect(proofs.verify('customer', ada, proof)).toBeNull();
    expect(DEVICE_PROOF_LIFETIME_MS).toBe(90 * 24 * 60 * 60 * 1000);
  });
});
