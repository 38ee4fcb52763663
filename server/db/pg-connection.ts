/**
 * One PostgreSQL connection as the shop uses it: repeated statements go named (statement-names.ts),
 * and a transaction's BEGIN travels with its first statement (decision 0242).
 *
 * Drizzle opens a transaction by sending BEGIN and waiting for its answer before it sends the first
 * statement: two round trips where one does. On this kind of machine a round trip's socket write and
 * read are most of what a short statement costs, on both sides (decision 0222). So a plain BEGIN is
 * answered at once and held, and the connection's next statement carries it: Bind and Execute of
 * BEGIN, then the statement's own Parse, Bind, Describe and Execute, and one Sync. The server runs
 * both in order and answers once. Nothing can come between them that could have before: the
 * connection belongs to the transaction until Drizzle's COMMIT or ROLLBACK, and an error in the
 * statement leaves the transaction open and failed, as it did when they went apart, for Drizzle's
 * ROLLBACK.
 *
 * BEGIN is itself a statement the connection prepares once, the first time it opens a transaction
 * (sent alone then): pg marks a named statement as parsed when a parse completes while it is the
 * active query, so the carried statement must be the only one that can complete a parse.
 * A COMMIT or ROLLBACK while BEGIN is still held (a transaction that sent nothing) is answered at
 * once: nothing was opened. A held BEGIN does not outlive its transaction: the pool's release
 * drops it. With prepared statements off (a pooler that cannot keep them), BEGIN goes alone.
 */
import type pg from 'pg';
import type { ClientConfig } from 'pg';
import { ConnectionStatements } from './statement-names';

type Pg = typeof pg;
type Callback = (error: Error | null, result?: unknown) => void;

/** The name of the connection's prepared BEGIN. */
export const BEGIN_STATEMENT = 'shop_begin';

const PLAIN_BEGIN = /^\s*begin\s*$/i;
const TRANSACTION_END = /^\s*(commit|rollback)\s*$/i;

interface Connection {
  parsedStatements: Record<string, string>;
  bind(config: { portal: string; statement: string; values: unknown[] }): void;
  execute(config: { portal: string }): void;
}

interface QueryInternals {
  callback?: Callback;
  prepare(connection: Connection): void;
  handleCommandComplete(message: unknown, connection: unknown): void;
}

function textOf(config: unknown): string | undefined {
  if (typeof config === 'string') return config;
  if (typeof config === 'object' && config !== null && typeof (config as { submit?: unknown }).submit !== 'function') {
    const { text } = config as { text?: unknown };
    return typeof text === 'string' ? text : undefined;
  }
  return undefined;
}

/** What a statement without rows answers, for the BEGIN and COMMIT this connection did not need to send. */
function answered(command: string) {
  return { command, rowCount: null, oid: null, rows: [], fields: [] };
}

export interface ShopConnectionOptions {
  connectTimeoutMs: number;
  preparedStatements: boolean;
}

/** Forgets, as each connection goes back to the pool, a BEGIN its transaction never used. */
export function dropHeldBeginsOnRelease(pool: pg.Pool): void {
  // The pool is made with shopConnectionClass's clients.
  pool.on('release', (_error, client) => (client as unknown as HoldsBegin).dropHeldBegin());
}

interface HoldsBegin {
  dropHeldBegin(): void;
}

/** pg's Client as the shop's pool makes it. */
export function shopConnectionClass(driver: Pg, options: ShopConnectionOptions) {
  /** pg's Query with the parts this file overrides (pg's types leave them out). */
  const Query = driver.Query as unknown as new (config: object, values?: unknown[]) => QueryInternals;

  /** A statement that opens the transaction first: BEGIN's Bind and Execute go ahead of its own messages. */
  class CarryingBegin extends Query {
    #beginAnswered = false;

    override prepare(connection: Connection) {
      connection.bind({ portal: '', statement: BEGIN_STATEMENT, values: [] });
      connection.execute({ portal: '' });
      super.prepare(connection);
    }

    // BEGIN's completion is the first to arrive; the statement's own result is what the caller asked for.
    override handleCommandComplete(message: unknown, connection: unknown) {
      if (!this.#beginAnswered) {
        this.#beginAnswered = true;
        return;
      }
      super.handleCommandComplete(message, connection);
    }
  }

  return class ShopConnection extends driver.Client {
    readonly #statements = new ConnectionStatements();
    #beginHeld = false;

    constructor(config?: ClientConfig) {
      super({ ...config, connectionTimeoutMillis: options.connectTimeoutMs });
    }

    /** Forgets a BEGIN its transaction never used (the pool calls this on release). */
    dropHeldBegin() {
      this.#beginHeld = false;
    }

    override query(...args: unknown[]): never {
      const [config, values, ...rest] = args;
      const send = (super.query as (...a: unknown[]) => never).bind(this);
      const callback = [values, ...rest].find((arg): arg is Callback => typeof arg === 'function');
      const text = textOf(config);
      if (options.preparedStatements && text !== undefined && !hasValues(config, values)) {
        if (PLAIN_BEGIN.test(text) && !this.#beginHeld) {
          // The connection's first transaction: BEGIN goes alone, and is prepared for the next ones.
          if (!this.#beginPrepared()) return send(beginAlone(), ...(callback ? [callback] : []));
          this.#beginHeld = true;
          return settle(answered('BEGIN'), callback);
        }
        if (this.#beginHeld && TRANSACTION_END.test(text)) {
          this.#beginHeld = false;
          return settle(answered(text.trim().toUpperCase()), callback);
        }
      }
      const named = options.preparedStatements ? this.#statements.name(config, values) : config;
      if (!this.#beginHeld) return send(named, values, ...rest);
      this.#beginHeld = false;
      if (text === undefined) {
        // A query object of its own (a cursor): BEGIN goes first, alone.
        void send(beginAlone());
        return send(named, values, ...rest);
      }
      const query = new CarryingBegin({ ...(typeof named === 'string' ? { text: named } : (named as object)), queryMode: 'extended' }, Array.isArray(values) ? values : undefined);
      if (callback) {
        query.callback = callback;
        send(query);
        return undefined as never;
      }
      const done = new Promise((resolve, reject) => {
        query.callback = (error, result) => (error ? reject(error) : resolve(result));
      });
      send(query);
      return done as never;
    }

    #beginPrepared(): boolean {
      const connection = (this as unknown as { connection: Connection }).connection;
      return connection.parsedStatements[BEGIN_STATEMENT] !== undefined;
    }
  };
}

/** BEGIN sent on its own, prepared; a new object each time, as pg writes a callback into the config it is given. */
const beginAlone = () => ({ name: BEGIN_STATEMENT, text: 'begin' });

function hasValues(config: unknown, values: unknown): boolean {
  if (Array.isArray(values) && values.length > 0) return true;
  const own = typeof config === 'object' && config !== null ? (config as { values?: unknown }).values : undefined;
  return Array.isArray(own) && own.length > 0;
}

/** Answers like pg would: through the callback when one was given, else as a promise. */
function settle(result: unknown, callback: Callback | undefined): never {
  if (callback) {
    process.nextTick(() => callback(null, result));
    return undefined as never;
  }
  return Promise.resolve(result) as never;
}
