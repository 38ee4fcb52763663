/**
 * Running a bulk action (docs/decisions/0230-bulk-actions.md): one row at a time, each through the
 * same service call the one-row route makes, in that call's own transaction, so a refused row never
 * rolls back another and every rule (row locks, the transition table, the audit entry) holds per
 * row exactly as it does for one. One after the other rather than side by side: the embedded
 * database has one connection, and other requests get their turn between rows.
 *
 * A row the service refuses on purpose (an HttpError: 409 not an allowed move, 404 gone since it
 * was listed) is reported with the service's own sentence. Anything else is logged and reported
 * as failed for that row; the rows before it stay done and the rows after it are still tried.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { BulkAnswer, BulkRowResult } from '#contracts/admin-bulk';
import { badRequest, HttpError } from './http-errors';

export interface BulkTarget {
  id: string;
  label: string;
}

export const ROW_FAILED = 'Could not be changed because of an error on our side; try this one again';

/** The targets of `ids` in the order given, read by `lookUp`; an id it did not find is refused as `missing`. */
export async function targetsOfIds(
  ids: readonly string[],
  lookUp: (ids: string[]) => Promise<BulkTarget[]>,
  missing: string,
): Promise<{ targets: BulkTarget[]; unknown: BulkRowResult[] }> {
  const unique = [...new Set(ids)];
  const found = new Map((await lookUp(unique)).map((target) => [target.id, target]));
  return {
    targets: unique.flatMap((id) => found.get(id) ?? []),
    unknown: unique.filter((id) => !found.has(id)).map((id) => ({ id, label: id, outcome: 'refused' as const, reason: missing })),
  };
}

/** Refuses a filter that matches more rows than a request may take (the caller read at most max + 1). */
export function withinCap<T>(targets: T[], max: number, noun: string): T[] {
  if (targets.length > max) {
    throw badRequest(`This filter matches more than ${max} ${noun}; a bulk action takes at most ${max} at a time, so narrow the filter`, [
      { field: 'filter', message: `matches more than ${max} ${noun}` },
    ]);
  }
  return targets;
}

export async function applyEach(
  targets: readonly BulkTarget[],
  apply: (target: BulkTarget) => Promise<void>,
  log: FastifyBaseLogger,
  alreadyRefused: readonly BulkRowResult[] = [],
): Promise<BulkAnswer> {
  const results: BulkRowResult[] = [];
  for (const target of targets) {
    try {
      await apply(target);
      results.push({ ...target, outcome: 'done' });
    } catch (error) {
      if (error instanceof HttpError && error.statusCode < 500) {
        results.push({ ...target, outcome: 'refused', reason: error.message });
      } else {
        log.error({ err: error, rowId: target.id }, 'bulk action failed on a row');
        results.push({ ...target, outcome: 'refused', reason: ROW_FAILED });
      }
    }
  }
  results.push(...alreadyRefused);
  const done = results.filter((result) => result.outcome === 'done').length;
  return { results, done, refused: results.length - done };
}

/** "Fulfilled 4 orders; 1 refused". */
export function bulkMessage(answer: BulkAnswer, verb: string, one: string, many: string): string {
  const rows = `${answer.done} ${answer.done === 1 ? one : many}`;
  return answer.refused > 0 ? `${verb} ${rows}; ${answer.refused} refused` : `${verb} ${rows}`;
}
