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
import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import type { AuditChanges } from '#contracts/admin-audit';
import { envelope } from '#contracts/envelope';
import type { App } from '../../app-types';
import type { DbOrTx } from '../../db/client';
import type { CsvColumns } from '../../lib/csv';
import { EXPORT_NOTE, exportFileName, sendCsvExport } from '../../lib/csv-export';
import type { ApiTag } from '../../lib/openapi';
import { ok } from '../../lib/reply';
import { type DeclaredRoute, route } from '../../lib/routes';
import { adminIdOf } from '../../plugins/auth';
import { actorOf, type AuditedChange, recordAdminChange } from '../audit';

/** Paging is not part of what was exported. */
const NOT_FILTERS = new Set(['page', 'limit']);

export function filterChanges(query: object): AuditChanges {
  const changes: AuditChanges = {};
  for (const [name, value] of Object.entries(query)) if (value !== undefined && !NOT_FILTERS.has(name)) changes[name] = { before: null, after: value };
  return changes;
}

/** What sendListExport streams, as the export function gives it. */
type ListRows = ReturnType<ListExport<unknown>['rows']>;

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

/**
 * A list's rows for its CSV file, with the row type left out: the columns read the rows the same
 * function gives, so they agree (the export function's own types check that), and one list may
 * have exports of different rows (orders, and order lines).
 */
interface ExportRows {
  columns: CsvColumns<never>;
  batches: AsyncIterable<readonly unknown[]>;
}

interface ListExportRoute<S extends z.ZodType> {
  /** GET path, e.g. /admin/orders/export. */
  url: string;
  operationId: string;
  summary: string;
  /** The file's first word and the trail's record id (`orders`). */
  name: string;
  /** The trail's label (`Orders`). */
  label: string;
  rows: (query: z.output<S>) => ExportRows;
}

/** A whole list's export route: admins only, 429 while one runs, the list's own query schema. */
function listExportRow<S extends z.ZodType>(app: App, tag: ApiTag, querystring: S, exported: ListExportRoute<S>): DeclaredRoute {
  return route({ method: 'GET', url: exported.url, config: { auth: 'admin', errors: [429] },
    schema: { operationId: exported.operationId, tags: [tag], summary: exported.summary, description: EXPORT_NOTE, querystring },
    handler: async (request, reply) => {
      const query = request.query as z.output<S>;
      return sendListExport(app.db, request, reply, { name: exported.name, record: wholeList(exported.name, exported.label), query: query as object, rows: () => exported.rows(query) as ListRows });
    },
  });
}

interface AdminListRoutes<S extends z.ZodType, L extends z.ZodType> {
  /** GET path of the list, e.g. /admin/orders. */
  url: string;
  operationId: string;
  tag: ApiTag;
  summary: string;
  /** The list's query: search, filters, sort and page; its exports take the same. */
  querystring: S;
  /** The answer's data: the page's rows and the pagination block (lib/admin-lists.ts). */
  answer: L;
  /** The success message, e.g. `Orders fetched`. */
  fetched: string;
  page: (query: z.output<S>) => Promise<z.input<L>>;
  /** The list's CSV exports, each declared right after the list. */
  exports: ListExportRoute<S>[];
}

/**
 * A back-office list and its CSV exports, as rows of the module's route table: every list route
 * answers its page the same way, and its exports take the same query, so the same filters give
 * the same rows and the same 400s.
 */
export function adminListRoutes<S extends z.ZodType, L extends z.ZodType>(app: App, list: AdminListRoutes<S, L>): DeclaredRoute[] {
  return [
    // Typed by hand: a generic schema cannot type the handler, so the page function's own types stand in.
    route<FastifySchema>({ method: 'GET', url: list.url, config: { auth: 'admin' },
      schema: { operationId: list.operationId, tags: [list.tag], summary: list.summary, querystring: list.querystring, response: { 200: envelope(list.answer) } },
      handler: async (request) => ok(await list.page(request.query as z.output<S>), list.fetched),
    }),
    ...list.exports.map((exported) => listExportRow(app, list.tag, list.querystring, exported)),
  ];
}
