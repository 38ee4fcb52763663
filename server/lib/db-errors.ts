/**
 * Recognising the database errors a service turns into an answer. Unique indexes decide races
 * that a check-then-write cannot (two sign-ups of one email, two customers saving one card), and
 * the driver reports them differently: pg throws the error itself, drizzle over PGlite wraps it.
 */
const UNIQUE_VIOLATION = '23505';

const codeOf = (error: unknown) => (error && typeof error === 'object' && 'code' in error ? error.code : undefined);

export function isUniqueViolation(error: unknown): boolean {
  return codeOf(error) === UNIQUE_VIOLATION || (error instanceof Error && codeOf(error.cause) === UNIQUE_VIOLATION);
}

/** The unique index a violation names (both drivers pass PostgreSQL's constraint field on), or null. */
export function violatedIndex(error: unknown): string | null {
  if (!isUniqueViolation(error)) return null;
  const holder = codeOf(error) === UNIQUE_VIOLATION ? error : (error as Error).cause;
  const name = (holder as { constraint?: unknown }).constraint;
  return typeof name === 'string' ? name : null;
}
