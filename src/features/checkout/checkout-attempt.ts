/**
 * One checkout attempt, one Idempotency-Key. The key follows what is being ordered: continuing
 * again with the same bag, addresses and code (a retry after a lost answer, or back to review and
 * on again) sends the same key, so the server answers the order it already made; any change is a
 * new attempt with a fresh key.
 */
export interface CheckoutAttempt {
  /** The create-order body as JSON: what this key was first sent with. */
  fingerprint: string;
  key: string;
}

function randomUuid(): string {
  // randomUUID needs a secure context; a shop opened over plain http on a LAN address lacks one.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function attemptFor(body: unknown, previous: CheckoutAttempt | null): CheckoutAttempt {
  const fingerprint = JSON.stringify(body);
  if (previous && previous.fingerprint === fingerprint) return previous;
  return { fingerprint, key: randomUuid() };
}
