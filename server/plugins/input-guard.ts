/**
 * Refuses NUL characters anywhere in a request's body, query or path parameters. PostgreSQL text
 * cannot hold U+0000, so such input would otherwise fail deep in a query as a 500; no legitimate
 * form field contains one.
 */
import type { App } from '../app-types';
import { badRequest } from '../lib/http-errors';

const MAX_DEPTH = 64;

/** The path of the first string holding a NUL, or null. Depth is bounded; deeper input is refused. */
export function findNul(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'value' : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_DEPTH) return path || 'value';
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return childPath;
    const found = findNul(child, childPath, depth + 1);
    if (found) return found;
  }
  return null;
}

export function registerInputGuard(app: App): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      if (part === undefined || Buffer.isBuffer(part)) continue;
      const field = findNul(part);
      if (field) throw badRequest(`${field}: must not contain NUL characters`, [{ field, message: 'must not contain NUL characters' }]);
    }
  });
}
