/**
 * Sending a list's CSV export as it is read (docs/decisions/0229-list-exports.md): the header and
 * each batch of rows go out as they arrive, pulled by the client's pace (a Node stream), so a
 * 100,000-order export holds one batch in memory, not the file.
 *
 * The first batch is read before the answer starts, so a failure there is an ordinary error
 * answer. A failure later, once the file has started, cannot change the status any more: Fastify
 * logs it and cuts the connection, so the browser reports a failed download instead of saving a
 * file that silently stops halfway. A client that goes away stops the reading at the next batch.
 *
 * One export at a time per admin in this process: the embedded database runs every query on one
 * thread, and the batches of several exports from one admin would only queue behind each other
 * while slowing the shop for everyone else.
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { type CsvColumns, csvLines } from './csv';
import { tooManyRequests } from './http-errors';

export const EXPORTS_AT_ONCE_PER_ADMIN = 1;

/** What every list export's API entry says. */
export const EXPORT_NOTE =
  'Every row for the same search, filters and sort as the list (page and limit are ignored), as a CSV file written as it is read. ' +
  'Money in pounds with two decimals (the currency in the header), moments in ISO 8601 (UTC); cells starting with = + - @ are prefixed with an apostrophe so a spreadsheet never runs them as formulas. ' +
  'One export at a time per admin: another while one is being written answers 429. Each export is recorded in the audit trail.';
export const EXPORT_BUSY = 'Your previous export is still being written; try again when it has downloaded';

const running = new Map<string, number>();

export interface CsvExport<T> {
  /** The download's name, e.g. orders-2026-11-26.csv. */
  fileName: string;
  columns: CsvColumns<T>;
  batches: AsyncIterable<readonly T[]>;
}

/** The download's name for a list exported today: `orders-2026-11-26.csv`. */
export const exportFileName = (list: string, now = new Date()) => `${list}-${now.toISOString().slice(0, 10)}.csv`;

/** The batches with the first one already read (a failure there is thrown to the caller). */
async function startedBatches<T>(batches: AsyncIterable<readonly T[]>): Promise<AsyncIterable<readonly T[]>> {
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  return {
    async *[Symbol.asyncIterator]() {
      try {
        if (first.done) return;
        yield first.value;
        for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
      } finally {
        // A stream closed early (client gone, error) stops the reading.
        await iterator.return?.();
      }
    },
  };
}

/**
 * Streams `start()`'s export to the reply as `text/csv`, for the admin `owner`. `start` runs once
 * the admin has a free export slot: it records the export and returns what to write.
 */
export async function sendCsvExport<T>(reply: FastifyReply, owner: string, start: () => Promise<CsvExport<T>>): Promise<FastifyReply> {
  const now = running.get(owner) ?? 0;
  if (now >= EXPORTS_AT_ONCE_PER_ADMIN) throw tooManyRequests(EXPORT_BUSY);
  running.set(owner, now + 1);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    const left = (running.get(owner) ?? 1) - 1;
    if (left > 0) running.set(owner, left);
    else running.delete(owner);
  };
  try {
    const { fileName, columns, batches } = await start();
    const stream = Readable.from(csvLines(columns, await startedBatches(batches)), { objectMode: false });
    stream.once('close', release);
    // An answer that never reads the stream (a HEAD request) still frees the slot.
    reply.raw.once('close', release);
    return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).send(stream);
  } catch (error) {
    release();
    throw error;
  }
}
