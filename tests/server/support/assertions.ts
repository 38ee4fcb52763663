import { expect } from 'vitest';

/** Nothing internal may ever reach a client: no stack frame, file path, SQL or library name. */
export function expectNoInternals(body: string) {
  expect(body).not.toMatch(/\bat .+\.(ts|js):\d+/);
  expect(body).not.toMatch(/\/work\/|node_modules|\/server\//);
  expect(body).not.toMatch(/\b(select|insert|update|delete)\b .*\b(from|into|set)\b/i);
  expect(body).not.toMatch(/ZodError|FastifyError|PGlite|drizzle/i);
}
