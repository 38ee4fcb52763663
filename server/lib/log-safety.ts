/**
 * What never reaches a log line: SQL parameters, passwords, tokens, cookies and email addresses
 * (docs/decisions/0192-what-logs-may-carry.md). Two layers, because a secret reaches a log in two
 * ways:
 *
 * - as a named field of an object we log (`{ password }`, a request's Authorization header): pino's
 *   `redact` paths below replace those by "[redacted]" without walking anything;
 * - inside an error we did not write: drizzle's "Failed query: … params: ada@example.com,…", its
 *   `params` array, PostgreSQL's detail "Key (email)=(ada@example.com) already exists.", a stack
 *   that repeats the message. `safeErrorSerializer` serialises the error as pino would, then drops
 *   parameter fields and scrubs every string of it, its causes included.
 */
import pino from 'pino';

/** Object paths pino censors in every line (only the paths our own log calls can carry). */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-metrics-token"]',
  'password',
  'token',
  'email',
  'params',
  '*.password',
  '*.token',
  '*.email',
  '*.params',
];

/** Fields of a database error that hold the query's values, dropped whole. */
const PARAMETER_FIELDS = new Set(['params', 'parameters', 'values', 'bindings']);

const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g;
/** drizzle's message and stack: "Failed query: <sql>\nparams: <values>". */
const DRIZZLE_PARAMS = /params:[^\n]*/g;
/** PostgreSQL's detail of a key violation: "Key (email)=(ada@example.com) already exists." */
const KEY_VALUES = /\(((?:[^()]|\([^()]*\))*)\)=\((?:[^()]|\([^()]*\))*\)/g;
/** A bearer token or a JWT written out in a message. */
const BEARER = /Bearer\s+\S+/gi;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]+/g;

/** One string with values taken out: parameters, key values, emails, tokens. */
export function scrubText(text: string): string {
  return text
    .replace(DRIZZLE_PARAMS, 'params: [redacted]')
    .replace(KEY_VALUES, '($1)=([redacted])')
    .replace(BEARER, 'Bearer [redacted]')
    .replace(JWT, '[token]')
    .replace(EMAIL, '[email]');
}

const MAX_DEPTH = 6;

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (!value || typeof value !== 'object' || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  const clean: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    clean[key] = PARAMETER_FIELDS.has(key) ? '[redacted]' : scrubValue(field, depth + 1);
  }
  return clean;
}

/** An error as it is written to the log. */
export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** pino's error serialiser (message, stack, causes, own fields), then scrubbed. */
export function safeErrorSerializer(error: Error): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: scrubText(String(error)), stack: '' };
  return scrubValue(pino.stdSerializers.errWithCause(error), 0) as LoggedError;
}
