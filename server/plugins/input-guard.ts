/**
 * Refuses NUL characters anywhere in a request's body, query or path parameters, and input nested
 * deeper than any form of the shop's. PostgreSQL text cannot hold U+0000, so such input would
 * otherwise fail deep in a query as a 500; no legitimate form field contains one. The depth bound
 * keeps this walk (and every later one) short; each refusal names its own reason.
 */
import type { App } from '../app-types';
import { badRequest } from '../lib/http-errors';

const MAX_DEPTH = 64;

export interface InputFault {
  /** Where: a dotted path into the input. */
  field: string;
  problem: 'nul' | 'depth';
}

const PROBLEM_TEXT: Record<InputFault['problem'], string> = {
  nul: 'must not contain NUL characters',
  depth: 'is nested too deeply',
};

/** The first string holding a NUL, or the first place nested past the bound; null when clean. */
export function findInputFault(value: unknown, path = '', depth = 0): InputFault | null {
  if (typeof value === 'string') return value.includes('\u0000') ? { field: path || 'value', problem: 'nul' } : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_DEPTH) return { field: path || 'value', problem: 'depth' };
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return { field: childPath, problem: 'nul' };
    const found = findInputFault(child, childPath, depth + 1);
    if (found) return found;
  }
  return null;
}

export function registerInputGuard(app: App): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      if (part === undefined || Buffer.isBuffer(part)) continue;
      const fault = findInputFault(part);
      if (!fault) continue;
      // A path 64 keys deep helps nobody: name where the nesting starts.
      const field = fault.problem === 'depth' ? (fault.field.split('.')[0] ?? 'value') : fault.field;
      const text = PROBLEM_TEXT[fault.problem];
      throw badRequest(`${field}: ${text}`, [{ field, message: text }]);
    }
  });
}
