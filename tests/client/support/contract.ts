/**
 * Fixtures that stand in for the API's answers claim a contract's shape (src/contracts). A type
 * annotation checks that only at compile time and only as far as the fixture's literal goes; once
 * the contract gains a field or narrows one, a hand-built answer can drift from what the server
 * sends while the screens' tests keep passing. Each fixture is therefore parsed by its contract's
 * schema where it is built, and a drifted one fails the test that uses it, naming the field.
 */
import { z } from 'zod';

/** `fixture` itself (not the parsed copy, so identity and any extra keys stay) once `schema` accepts it. */
export function following<S extends z.ZodType>(schema: S, fixture: z.output<S>): z.output<S> {
  const checked = schema.safeParse(fixture);
  if (!checked.success) throw new Error(`A fixture no longer follows its contract:\n${z.prettifyError(checked.error)}`);
  return fixture;
}
