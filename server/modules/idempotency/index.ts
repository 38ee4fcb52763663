/**
 * The idempotency module's public surface (docs/decisions/0256-offline-writes.md): writes a client
 * may send again with the same Idempotency-Key, answered once and replayed after, and the job that
 * forgets old keys. It has no routes of its own; the contact, newsletter, address and account
 * routes answer through it.
 */
export { answerOnce, idempotencyHeaders } from './replayable-route';
export { KEY_REUSED } from './write-once';
export { expiredKeysClaim, forgetExpiredKeys, IDEMPOTENCY_RETENTION_DAYS, idempotencyExpiryJob } from './expiry';
