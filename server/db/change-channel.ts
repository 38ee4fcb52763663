/**
 * Tells every shop process on one PostgreSQL that the catalogue changed, so each drops its cached
 * catalogue answers and rendered pages within a second of another process's admin change
 * (docs/decisions/0180-catalogue-changes-across-processes.md), or that some products' stock changed,
 * so each drops only the answers showing those products
 * (docs/decisions/0223-stock-changes-keep-the-catalogue.md).
 *
 * PostgreSQL's LISTEN/NOTIFY carries it: the write's own transaction sends the NOTIFY, so it is
 * delivered exactly when the change commits, never for a rollback, and needs nothing but the
 * database every process already has. Each process keeps one connection of its own that LISTENs.
 *
 * A stock change is announced after its commit, gathered (lib/stock-drops.ts), on any pooled
 * connection: a sale is not worth a statement in the checkout's transaction, and a process that
 * dies between the commit and the announcement leaves the others showing the old stock for at most
 * the cache's lifetime, as a lost notification does.
 *
 * A notification sent while that connection is down is lost, so the listener flushes the cache
 * when it loses the connection and again once it listens anew (it reconnects with a back-off, and
 * a periodic ping finds a connection that died silently). Between those, the cache's own lifetime
 * bounds how stale an answer can be. The embedded database is one process: no channel is needed.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DbOrTx, Tx } from './client';

export const CATALOGUE_CHANNEL = 'verdant_catalogue';

export interface ChannelLog {
  warn(message: string): void;
  info(message: string): void;
}

export interface CatalogueChannel {
  /** Sends the notification inside `tx`: PostgreSQL delivers it when, and only if, `tx` commits. */
  announce(tx: Tx): Promise<void>;
  /** Tells the others that these products' stock changed (sent at once, on `db`). */
  announceStock(db: DbOrTx, productIds: ReadonlySet<string>): Promise<void>;
  /** Resolves once the first LISTEN is in place (or the first attempt failed: it keeps retrying). */
  ready: Promise<void>;
  close(): Promise<void>;
}

const PING_EVERY_MS = 5000;
const MAX_BACKOFF_MS = 2000;

/** A notification's payload: the sender, then for a stock change ` stock ` and the product ids. */
const STOCK_MARK = ' stock ';
/** Ids per notification: PostgreSQL refuses a payload of 8,000 bytes or more. */
const IDS_PER_NOTIFICATION = 150;

/**
 * Listens on the channel with a connection of its own; calls `flush` for every other sender's
 * catalogue change, and whenever a change may have been missed (connection lost, listening
 * again), and `dropStock` for another sender's stock change.
 */
export function openCatalogueChannel(
  url: string,
  flush: () => void,
  log: ChannelLog,
  dropStock: (productIds: ReadonlySet<string>) => void = flush,
): CatalogueChannel {
  // Who sent a notification: a server skips its own (it dropped its cache after its commit).
  const senderId = randomUUID();
  let client: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;
  let ping: NodeJS.Timeout | undefined;

  const lose = (reason: string) => {
    if (closed || !client) return;
    const lost = client;
    client = null;
    clearInterval(ping);
    lost.removeAllListeners();
    lost.on('error', () => {});
    void lost.end().catch(() => {});
    flush();
    if (failures === 0) log.warn(`catalogue change channel lost (${reason}): cache flushed, reconnecting`);
    schedule();
  };

  const schedule = () => {
    if (closed) return;
    const wait = Math.min(MAX_BACKOFF_MS, 100 * 2 ** failures);
    failures += 1;
    retry = setTimeout(() => void connect(), wait);
    retry.unref();
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, keepAlive: true, application_name: 'verdant-catalogue-listener' });
    next.on('error', (error) => lose(error.message));
    next.on('end', () => lose('connection ended'));
    next.on('notification', (message) => {
      if (message.channel !== CATALOGUE_CHANNEL || !message.payload) return;
      const stock = message.payload.indexOf(STOCK_MARK);
      const sender = stock < 0 ? message.payload : message.payload.slice(0, stock);
      if (sender === senderId) return;
      if (stock < 0) flush();
      else dropStock(new Set(message.payload.slice(stock + STOCK_MARK.length).split(',')));
    });
    try {
      await next.connect();
      await next.query(`listen ${CATALOGUE_CHANNEL}`);
    } catch (error) {
      next.removeAllListeners();
      next.on('error', () => {});
      void next.end().catch(() => {});
      if (failures === 0) log.warn(`catalogue change channel unavailable (${(error as Error).message}): reconnecting`);
      schedule();
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    // Whatever changed while no one was listening is unknown: start from the database again.
    if (failures > 0) {
      flush();
      log.info('catalogue change channel listening again: cache flushed');
    }
    failures = 0;
    ping = setInterval(() => {
      next.query('select 1').catch((error: Error) => lose(error.message));
    }, PING_EVERY_MS);
    ping.unref();
  };

  return {
    async announce(tx) {
      await tx.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, ${senderId})`);
    },
    async announceStock(db, productIds) {
      const ids = [...productIds];
      for (let from = 0; from < ids.length; from += IDS_PER_NOTIFICATION) {
        const payload = `${senderId}${STOCK_MARK}${ids.slice(from, from + IDS_PER_NOTIFICATION).join(',')}`;
        await db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, ${payload})`);
      }
    },
    ready: connect(),
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(ping);
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners();
        current.on('error', () => {});
        await current.end().catch(() => {});
      }
    },
  };
}
