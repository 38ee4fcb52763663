/**
 * The PostgreSQL URL the shop connects with: DATABASE_URL, with DATABASE_PASSWORD put into it when
 * that is given (docs/decisions/0258-deployment-traps.md).
 *
 * A password inside a URL is part of its user-info, where `/`, `@`, `:`, `#`, `?` and `%` end it
 * or change its meaning. `openssl rand -base64 48`, the usual way to make a secret, gives a `/` in
 * about two passwords of three, and such a URL does not parse ("Invalid URL", on every start)
 * or, about one time in fifty, parses as another address. Given on its own, the password is
 * percent-encoded here, so any password works as it is; a URL that is misread is refused at start
 * with a message saying so, never quoting it (it holds the password).
 */
export type DatabaseUrlAnswer = { ok: true; value: string | undefined } | { ok: false; problem: string };

export const DATABASE_URL_UNPARSEABLE =
  'DATABASE_URL is not a valid URL. A password with / @ : # ? or % in it must be percent-encoded there, or given on its own as DATABASE_PASSWORD';

export function composeDatabaseUrl(url: string | undefined, password: string | undefined): DatabaseUrlAnswer {
  if (url === undefined) {
    return password === undefined ? { ok: true, value: undefined } : { ok: false, problem: 'DATABASE_PASSWORD is given without DATABASE_URL' };
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, problem: DATABASE_URL_UNPARSEABLE };
  }
  // A '/' after some digits (`verdant:123/x@postgres`) even parses, as host `verdant` and port 123:
  // an '@' that named no user means the password cut the address short.
  if (url.includes('@') && !parsed.username) return { ok: false, problem: DATABASE_URL_UNPARSEABLE };
  if (password === undefined) return { ok: true, value: url };
  if (!parsed.username) return { ok: false, problem: 'DATABASE_PASSWORD needs a user in DATABASE_URL (postgres://user@host:5432/database)' };
  // The setter percent-encodes only some characters; encodeURIComponent leaves none that the URL or
  // pg's parser (which decodes it with decodeURIComponent) could read otherwise.
  parsed.password = encodeURIComponent(password);
  return { ok: true, value: parsed.toString() };
}
