/**
 * One PostgreSQL connection as the shop uses it: repeated statements go named (statement-names.ts),
 * a transaction's BEGIN travels with its first statement (decision 0242), and its COMMIT with a
 * last statement (db/carried-commit.ts, decision 0246), by pg's own pipelining
 * (docs/decisions/0269-pipelined-connections.md).
 *
 * Drizzle opens a transaction by sending BEGIN and waiting for its answer before it sends the first
 * statement: two round trips where one does. On this kind of machine a round trip's socket write and
 * read are most of what a short statement costs, on both sides (decision 0222). The connections are
 * made with pg's `pipeline` option, which writes each query at once without waiting for the answers
 * to those before it; the server runs them in order and answers each in order. So a plain BEGIN is
 * answered to Drizzle at once and held, and written just ahead of the connection's next statement;
 * that statement's answer waits for BEGIN's too, so a BEGIN that failed fails it. Nothing can come
 * between them: the connection belongs to the transaction until Drizzle's COMMIT or ROLLBACK. A
 * transaction that sends nothing sends nothing: its COMMIT or ROLLBACK is answered at once, and the
 * pool's release forgets a BEGIN its transaction never used.
 *
 * A last statement (its text starts with carried-commit.ts's mark, outside any savepoint) is
 * followed on the wire by COMMIT, written at once too. When the statement succeeds, COMMIT commits;
 * when it fails, the transaction is already failed and PostgreSQL answers that COMMIT by rolling it
 * back. Either way the transaction is over when the statement answers: Drizzle's own COMMIT, or the
 * ROLLBACK of a callback that threw, is answered without being sent, and any other statement before
 * it is refused (`AfterCarriedCommitError`), since it would run outside the transaction its caller
 * thinks it is in.
 *
 * What goes together goes in one write: a held BEGIN with its statement, a last statement with its
 * COMMIT. pg writes each query in one write of its own (it corks the socket while it writes the
 * query's messages), so three queries sent at once would be three system calls and, on loopback,
 * three wake-ups of the server; the connection corks its socket around them, and they leave in one
 * (decision 0291). pg makes the socket through the connection's `stream` factory, so the connection
 * holds the socket it corks. Over TLS pg writes through a TLS socket of its own on top, which this
 * cork does not reach: there each query is its own write, as without it.
 *
 * Only public APIs: pg's Client with its `pipeline` and `stream` options, `query` with a promise or
 * a callback, the pool's `release` event, and Node's `cork` and `uncork` on the socket; the
 * statements' texts tell the rest.
 */
import net from 'node:net';
import type pg from 'pg';
import type { ClientConfig, QueryResult } from 'pg';
import { AfterCarriedCommitError, SavepointDepth, isLastStatement } from './carried-commit';
import { ConnectionStatements } from './statement-names';

type Pg = typeof pg;
type Callback = (error: Error | null, result?: unknown) => void;

const PLAIN_BEGIN = /^\s*begin\s*$/i;
const TRANSACTION_END = /^\s*(commit|rollback)\s*$/i;

function textOf(config: unknown): string | undefined {
  if (typeof config === 'string') return config;
  if (typeof config === 'object' && config !== null) {
    const { text } = config as { text?: unknown };
    return typeof text === 'string' ? text : undefined;
  }
  return undefined;
}

/** What a statement without rows answers, for the BEGIN and COMMIT this connection answers itself. */
function answered(command: string): QueryResult {
  return { command, rowCount: null, oid: 0, rows: [], fields: [] } as unknown as QueryResult;
}

export interface ShopConnectionOptions {
  connectTimeoutMs: number;
  preparedStatements: boolean;
  /** Makes each connection's socket (a plain `net.Socket` unless a test watches its writes). */
  socket?: () => net.Socket;
}

/** Clears, as each connection goes back to the pool, what its transaction left (a held BEGIN, a carried COMMIT). */
export function resetTransactionsOnRelease(pool: pg.Pool): void {
  // The pool is made with shopConnectionClass's clients.
  pool.on('release', (_error, client) => (client as unknown as ShopConnection).resetTransaction());
}

interface ShopConnection {
  resetTransaction(): void;
}

/** pg's Client as the shop's pool makes it. */
export function shopConnectionClass(driver: Pg, options: ShopConnectionOptions) {
  return class ShopConnection extends driver.Client {
    readonly #statements = new ConnectionStatements();
    readonly #savepoints = new SavepointDepth();
    /** BEGIN answered but not yet written: it goes just ahead of the next statement. */
    #beginHeld = false;
    #inTransaction = false;
    /** The transaction ended with its last statement; only its COMMIT or ROLLBACK may follow. */
    #over = false;
    /** The socket pg made through `stream` (set as the client is made, before it connects). */
    readonly #wire: { socket?: net.Socket };

    constructor(config?: ClientConfig) {
      const wire: { socket?: net.Socket } = {};
      const makeSocket = options.socket ?? (() => new net.Socket());
      super({ ...config, connectionTimeoutMillis: options.connectTimeoutMs, pipeline: true, stream: () => (wire.socket = makeSocket()) });
      this.#wire = wire;
      // pg emits 'error' on a client whose connection drops, checked out or not, after failing every
      // query sent on it; the pool listens only while the client is idle. The queries carry the
      // error to their callers and the pool drops a client that can no longer query, so there is
      // nothing left to do here but keep an unheard 'error' event from ending the process.
      this.on('error', () => {});
    }

    /** Forgets the transaction's state (the pool calls this on release). */
    resetTransaction() {
      this.#beginHeld = false;
      this.#inTransaction = false;
      this.#over = false;
      this.#savepoints.reset();
    }

    override query(...args: unknown[]): never {
      const [config, values] = args;
      const callback = args.slice(1).find((arg): arg is Callback => typeof arg === 'function');
      const answer = this.#run(config, Array.isArray(values) ? values : undefined);
      if (!callback) return answer as never;
      answer.then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
      return undefined as never;
    }

    async #run(config: unknown, values: unknown[] | undefined): Promise<unknown> {
      const text = textOf(config);
      if (this.#over) {
        if (text === undefined || !TRANSACTION_END.test(text)) throw new AfterCarriedCommitError();
        this.resetTransaction();
        return answered(text.trim().toUpperCase());
      }
      if (text !== undefined && PLAIN_BEGIN.test(text) && !this.#inTransaction) {
        this.#beginHeld = this.#inTransaction = true;
        return answered('BEGIN');
      }
      if (text !== undefined && TRANSACTION_END.test(text)) {
        const held = this.#beginHeld;
        this.resetTransaction();
        if (held) return answered(text.trim().toUpperCase());
      }
      if (text !== undefined) this.#savepoints.observe(text);
      const withBegin = this.#beginHeld;
      this.#beginHeld = false;
      const carriesCommit = this.#inTransaction && text !== undefined && isLastStatement(text) && !this.#savepoints.inSavepoint;
      const { begin, own, commit } = this.#inOneWrite(withBegin || carriesCommit, () => ({
        begin: withBegin ? this.#send('begin', undefined) : null,
        own: this.#send(config, values),
        commit: carriesCommit ? this.#send('commit', undefined) : null,
      }));
      if (!commit) return begin ? (await Promise.all([begin, own]))[1] : own;
      this.#over = true;
      let result: unknown;
      try {
        result = (await Promise.all([begin, own]))[1];
      } catch (error) {
        // The server answers this COMMIT by rolling the failed transaction back.
        await commit.catch(() => {});
        throw error;
      }
      await commit;
      return result;
    }

    /** Runs `send` with the socket corked when `together`, so the queries it sends leave in one write. */
    #inOneWrite<T>(together: boolean, send: () => T): T {
      const socket = together ? this.#wire.socket : undefined;
      socket?.cork();
      try {
        return send();
      } finally {
        socket?.uncork();
      }
    }

    #send(config: unknown, values: unknown[] | undefined): Promise<unknown> {
      const named = options.preparedStatements ? this.#statements.name(config, values) : config;
      return (super.query as (config: unknown, values?: unknown[]) => Promise<unknown>).call(this, named, values);
    }
  };
}
