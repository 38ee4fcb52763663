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
 *
 * COMMIT can travel the same way, with the statement after which nothing is decided
 * (db/carried-commit.ts, decision 0246): `carryCommit()` makes the connection's next statement send
 * Bind and Execute of an unnamed COMMIT after its own Execute, before the Sync. When the statement
 * fails, PostgreSQL skips the COMMIT (it skips everything up to the Sync after an error) and the
 * transaction is left failed for Drizzle's ROLLBACK, which goes to the server as before. When it
 * succeeds the transaction is committed: Drizzle's COMMIT (or a ROLLBACK, which has nothing left to
 * undo) is answered at once, and any other statement before it is refused, since it would run
 * outside the transaction its caller thinks it is in. The COMMIT is parsed each time, unnamed: a
 * second ParseComplete within one query can only follow the statement's own successful parse, so it
 * cannot mark a failed statement as prepared.
 */
import type pg from 'pg';
import type { ClientConfig } from 'pg';
import { AfterCarriedCommitError } from './carried-commit';
import { ConnectionStatements } from './statement-names';

type Pg = typeof pg;
type Callback = (error: Error | null, result?: unknown) => void;

/** The name of the connection's prepared BEGIN. */
export const BEGIN_STATEMENT = 'shop_begin';

const PLAIN_BEGIN = /^\s*begin\s*$/i;
const TRANSACTION_END = /^\s*(commit|rollback)\s*$/i;

interface Connection {
  parsedStatements: Record<string, string>;
  parse(config: { text: string; name: string; types: unknown[] }): void;
  bind(config: { portal: string; statement: string; values: unknown[] }): void;
  execute(config: { portal: string }): void;
  sync(): void;
}

interface QueryInternals {
  callback?: Callback;
  portal: string;
  prepare(connection: Connection): void;
  _getRows(connection: Connection, rows: unknown): void;
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

/** Forgets, as each connection goes back to the pool, a BEGIN its transaction never used (and a COMMIT it carried). */
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

  /**
   * A statement that opens its transaction first (BEGIN's Bind and Execute go ahead of its own
   * messages), ends it after (COMMIT's Parse, Bind and Execute go after its Execute), or both.
   */
  class Carrying extends Query {
    readonly #carries: { begin: boolean; commit: boolean };
    #completions = 0;

    constructor(config: object, values: unknown[] | undefined, carries: { begin: boolean; commit: boolean }) {
      super(config, values);
      this.#carries = carries;
    }

    override prepare(connection: Connection) {
      if (this.#carries.begin) {
        connection.bind({ portal: '', statement: BEGIN_STATEMENT, values: [] });
        connection.execute({ portal: '' });
      }
      super.prepare(connection);
    }

    // pg sends the statement's Execute and then Sync here (a query that reads no pages of rows).
    override _getRows(connection: Connection, rows: unknown) {
      if (!this.#carries.commit || rows) return super._getRows(connection, rows);
      connection.execute({ portal: this.portal });
      connection.parse({ text: 'commit', name: '', types: [] });
      connection.bind({ portal: '', statement: '', values: [] });
      connection.execute({ portal: '' });
      connection.sync();
    }

    // BEGIN's completion arrives first and COMMIT's last; the statement's own is what the caller asked for.
    override handleCommandComplete(message: unknown, connection: unknown) {
      const own = this.#completions === (this.#carries.begin ? 1 : 0);
      this.#completions += 1;
      if (own) super.handleCommandComplete(message, connection);
    }
  }

  return class ShopConnection extends driver.Client {
    readonly #statements = new ConnectionStatements();
    #beginHeld = false;
    /** The next statement is its transaction's last: COMMIT goes with it. */
    #commitNext = false;
    /** The transaction committed with its last statement; only its COMMIT or ROLLBACK may follow. */
    #committed = false;

    constructor(config?: ClientConfig) {
      super({ ...config, connectionTimeoutMillis: options.connectTimeoutMs });
    }

    /** Forgets a BEGIN its transaction never used (the pool calls this on release). */
    dropHeldBegin() {
      this.#beginHeld = false;
      this.#commitNext = false;
      this.#committed = false;
    }

    /** Sends COMMIT with the next statement (db/carried-commit.ts); only inside a transaction. */
    carryCommit() {
      this.#commitNext = true;
    }

    override query(...args: unknown[]): never {
      const [config, values, ...rest] = args;
      const send = (super.query as (...a: unknown[]) => never).bind(this);
      const callback = [values, ...rest].find((arg): arg is Callback => typeof arg === 'function');
      const text = textOf(config);
      if (this.#committed) {
        if (text !== undefined && TRANSACTION_END.test(text)) {
          this.#committed = false;
          return settle(answered(text.trim().toUpperCase()), callback);
        }
        return settle(new AfterCarriedCommitError(), callback, true);
      }
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
      const carries = { begin: this.#beginHeld, commit: this.#commitNext && text !== undefined };
      this.#commitNext = false;
      if (!carries.begin && !carries.commit) return send(named, values, ...rest);
      this.#beginHeld = false;
      if (text === undefined) {
        // A query object of its own (a cursor): BEGIN goes first, alone, and it carries no COMMIT.
        void send(beginAlone());
        return send(named, values, ...rest);
      }
      const query = new Carrying({ ...(typeof named === 'string' ? { text: named } : (named as object)), queryMode: 'extended' }, Array.isArray(values) ? values : undefined, carries);
      const answer = (error: Error | null, result?: unknown) => {
        // Only a statement that succeeded ran its COMMIT; after a failure the transaction waits for ROLLBACK.
        if (carries.commit && !error) this.#committed = true;
        callback?.(error, result);
      };
      if (callback) {
        query.callback = answer;
        send(query);
        return undefined as never;
      }
      const done = new Promise((resolve, reject) => {
        query.callback = (error, result) => {
          answer(error, result);
          if (error) reject(error);
          else resolve(result);
        };
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
function settle(result: unknown, callback: Callback | undefined, failed = false): never {
  if (callback) {
    process.nextTick(() => (failed ? callback(result as Error) : callback(null, result)));
    return undefined as never;
  }
  return (failed ? Promise.reject(result as Error) : Promise.resolve(result)) as never;
}
