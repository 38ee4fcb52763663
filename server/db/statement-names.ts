/**
 * Names for the statements the shop sends again and again, so PostgreSQL parses and analyses each
 * once per connection instead of on every call (decision 0239): on PostgreSQL's connections
 * (pg-connection.ts) and on the embedded database's one connection (pglite-worker-client.ts,
 * decision 0248).
 *
 * node-postgres sends an unnamed statement as Parse, Bind, Execute: the server parses, analyses
 * and rewrites the text each time. Given a name, it sends Parse only the first time on a
 * connection and Bind, Execute after; the server keeps the parsed statement (and, once it judges
 * a generic plan as good as a fresh one, the plan). Drizzle builds the same text for the same
 * query, so the name is the text's hash: the same query gets the same name on every connection,
 * and two different texts never share one.
 *
 * Bounded on both sides: a text is named only while this process has named fewer than
 * MAX_NAMED_TEXTS, and a connection prepares at most MAX_PER_CONNECTION (a query whose text
 * grows with its input, such as a bulk insert, would otherwise fill the server's memory), and
 * texts longer than MAX_TEXT_LENGTH stay unnamed. A statement without parameters (BEGIN, COMMIT)
 * is a simple query and stays one.
 */
import { createHash } from 'node:crypto';

export const MAX_NAMED_TEXTS = 2_000;
export const MAX_PER_CONNECTION = 300;
export const MAX_TEXT_LENGTH = 16_384;

const nameOfText = new Map<string, string>();

/** The name for `text`, or null when it is not to be named (too long, or the process's list is full). */
export function statementName(text: string): string | null {
  const known = nameOfText.get(text);
  if (known) return known;
  if (text.length > MAX_TEXT_LENGTH || nameOfText.size >= MAX_NAMED_TEXTS) return null;
  const name = `s_${createHash('sha1').update(text).digest('hex')}`;
  nameOfText.set(text, name);
  return name;
}

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  values?: unknown;
  submit?: unknown;
}

/**
 * One connection's named statements: `name` answers the query config to send, with a name when
 * the statement is to be prepared on this connection.
 */
export class ConnectionStatements {
  private readonly prepared = new Set<string>();

  name<T>(config: T, values: unknown): T {
    if (typeof config !== 'object' || config === null) return config;
    const query = config as QueryConfigLike;
    if (typeof query.text !== 'string' || query.name !== undefined || typeof query.submit === 'function') return config;
    const name = this.nameFor(query.text, Array.isArray(values) ? values : query.values);
    return name ? { ...config, name } : config;
  }

  /** The name `text` runs under on this connection, or undefined: no parameters, or past a bound. */
  nameFor(text: string, params: unknown): string | undefined {
    if (!Array.isArray(params) || params.length === 0) return undefined;
    const name = statementName(text);
    if (!name) return undefined;
    if (!this.prepared.has(name)) {
      if (this.prepared.size >= MAX_PER_CONNECTION) return undefined;
      this.prepared.add(name);
    }
    return name;
  }
}
