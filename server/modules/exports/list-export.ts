/**
 * A back-office list's CSV export as every list route sends it (docs/decisions/0229-list-exports.md):
 * one export at a time per admin, an entry in the audit trail, then the rows streamed as they are
 * read (lib/csv-export.ts). Each list module builds its own columns and batches; this is the part
 * they share.
 *
 * The audit entry: the lists hold customers' names, emails, phones and what they bought, and a file
 * of them leaves the shop's control once downloaded, so who took which list, when and with which
 * filters is recorded like a write. One entry per export, written as the file starts (an export
 * refused with 400 or 429 leaves none); the filters are the entry's changes, from nothing to
 * their value.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuditChanges } from '#contracts/admin-audit';
import type { App } from '../../app-types';
import type { DbOrTx } from '../../db/client';
import type { CsvColumns } from '../../lib/csv';
import { EXPORT_NOTE, exportFileName, sendCsvExport } from '../../lib/csv-export';
import type { ApiTag } from '../../lib/openapi';
import { adminIdOf } from '../../plugins/auth';
import { actorOf, type AuditedChange, recordAdminChange } from '../audit';

/** Paging is not part of what was exported. */
const NOT_FILTERS = new Set(['page', 'limit']);

export function filterChanges(query: object): AuditChanges {
  const changes: AuditChanges = {};
  for (const [name, value] of Object.entries(query)) if (value !== undefined && !NOT_FILTERS.has(name)) changes[name] = { before: null, after: value };
  return changes;
}

export interface ListExport<T> {
  /** The file's first word (`orders` gives orders-2026-11-26.csv). */
  name: string;
  /** The trail's record: the list (type `list`, id its name), or the record whose list it is (a campaign's recipients). */
  record: AuditedChange['record'];
  /** The parsed query: its filters go into the trail. */
  query: object;
  /** Called once the export may start. */
  rows: () => { columns: CsvColumns<T>; batches: AsyncIterable<readonly T[]> };
}

export function sendListExport<T>(db: DbOrTx, request: FastifyRequest, reply: FastifyReply, list: ListExport<T>): Promise<FastifyReply> {
  return sendCsvExport(reply, adminIdOf(request), async () => {
    await recordAdminChange(db, actorOf(request), { action: 'list.export', record: list.record, changes: filterChanges(list.query) });
    return { fileName: exportFileName(list.name), ...list.rows() };
  });
}

/** The trail's record of a list exported as a whole. */
export const wholeList = (id: string, label: string): AuditedChange['record'] => ({ type: 'list', id, label });

interface ListExportRoute<S extends z.ZodType, T> {
  /** GET path, e.g. /admin/orders/export. */
  url: string;
  operationId: string;
  tag: ApiTag;
  summary: string;
  /** The list's own query schema: the same filters, the same 400s. */
  querystring: S;
  /** The file's first word and the trail's record id (`orders`). */
  name: string;
  /** The trail's label (`Orders`). */
  label: string;
  rows: (query: z.output<S>) => { columns: CsvColumns<T>; batches: AsyncIterable<readonly T[]> };
}

/** Declares a whole list's export route in the list module's routes: admins only, 429 while one runs. */
export function listExportRoute<S extends z.ZodType, T>(app: App, route: ListExportRoute<S, T>): void {
  app.get(
    route.url,
    {
      config: { auth: 'admin', errors: [429] },
      schema: { operationId: route.operationId, tags: [route.tag], summary: route.summary, description: EXPORT_NOTE, querystring: route.querystring },
    },
    async (request, reply) => {
      const query = request.query as z.output<S>;
      return sendListExport(app.db, request, reply, { name: route.name, record: wholeList(route.name, route.label), query: query as object, rows: () => route.rows(query) });
    },
  );
}
