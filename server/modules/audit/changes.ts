/**
 * What an audit entry says changed: only the fields whose value differs, each `{ before, after }`
 * (docs/decisions/0224-audit-trail.md). Values are stored as JSON: dates as ISO strings, money as
 * the pence it already is. A field whose name says it is a secret (a password, a hash, a token, a
 * secret) is never copied: its change shows as "[redacted]" on both sides. Bookkeeping columns
 * (updated_at, token_version) change on every write and tell a reader nothing, so they are left out.
 */
import type { AuditChanges } from '#contracts/admin-audit';

export const REDACTED = '[redacted]';
const SECRET = /password|hash|token|secret/i;
const BOOKKEEPING = new Set(['updatedAt', 'createdAt', 'tokenVersion', 'pendingOperation', 'pendingSince']);

/** A value as the entry stores it: JSON-safe, undefined as null. */
function stored(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return JSON.parse(JSON.stringify(value)) as unknown;
}

/** Nothing to say about a field a record was created (or deleted) without. */
const isEmpty = (value: unknown) => value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The fields of `after` (or `before`) whose values differ, each with both values. `null` for a
 * missing row: a created record's fields have `before: null`, a deleted one's `after: null`; for
 * those, the id (the entry names the record already) and the fields left empty are left out.
 */
export function diffRows(before: Record<string, unknown> | null, after: Record<string, unknown> | null): AuditChanges {
  const changes: AuditChanges = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (BOOKKEEPING.has(key)) continue;
    const was = stored(before?.[key]);
    const now = stored(after?.[key]);
    if (JSON.stringify(was) === JSON.stringify(now)) continue;
    if ((before === null || after === null) && (key === 'id' || isEmpty(before === null ? now : was))) continue;
    changes[key] = SECRET.test(key) ? { before: REDACTED, after: REDACTED } : { before: was, after: now };
  }
  return changes;
}
