/**
 * What an audit entry says changed (server/modules/audit/changes.ts, decision 0224): only the
 * fields that differ, dates as ISO strings, secrets redacted, bookkeeping left out, and for a
 * created or deleted record its id and empty fields left out.
 */
import { describe, expect, it } from 'vitest';
import { diffRows, REDACTED } from '../../server/modules/audit';

describe('diffRows', () => {
  it('keeps only the changed fields, with dates as ISO strings', () => {
    const at = new Date('2026-11-26T10:00:00Z');
    expect(diffRows({ price: 1800, stock: 7, shippedAt: null, name: 'Balm' }, { price: 2150, stock: 7, shippedAt: at, name: 'Balm' })).toEqual({
      price: { before: 1800, after: 2150 },
      shippedAt: { before: null, after: '2026-11-26T10:00:00.000Z' },
    });
  });

  it('never copies a password hash, a token or a secret, and leaves out bookkeeping', () => {
    const changes = diffRows(
      { passwordHash: '$argon2id$old', resetToken: 'abc', tokenVersion: 1, updatedAt: new Date(1), email: 'a@x.test' },
      { passwordHash: '$argon2id$new', resetToken: 'def', tokenVersion: 2, updatedAt: new Date(2), email: 'a@x.test' },
    );
    expect(changes).toEqual({ passwordHash: { before: REDACTED, after: REDACTED }, resetToken: { before: REDACTED, after: REDACTED } });
  });

  it('describes a created record by the fields it was given, and a deleted one by what it had', () => {
    expect(diffRows(null, { id: 'p1', name: 'Balm', size: null, ingredients: '', images: [], price: 900 })).toEqual({
      name: { before: null, after: 'Balm' },
      price: { before: null, after: 900 },
    });
    expect(diffRows({ id: 'd1', code: 'SPRING', description: null }, null)).toEqual({ code: { before: 'SPRING', after: null } });
  });
});
