/**
 * A person's name as the shop takes it, in one home for every form and route that asks for one: a
 * customer's first and last name (sign-up, account details), the names on an address, an admin's
 * and an invitee's name. A name is printed into email subjects and bodies, the outbox, logs, the
 * back office and exports, so it must be on one line (a line break starts a line or a header of its
 * own) and free of markup characters (`<script>` as a first name reaches every one of those
 * places). The server refuses such a name with a 400 naming the field; the forms run the same rule
 * before sending (docs/decisions/0265-account-emails-and-names-without-markup.md).
 */
import { z } from 'zod';
import { hasControlCharacters, hasMarkupCharacters, MARKUP_CHARACTERS_SHOWN } from '../domain/text';

export const PERSON_NAME_MAX = 60;

/** The refusal of a name holding markup: names the characters, so the person knows what to take out. */
export const nameMarkupMessage = (label: string) => `${label} cannot contain ${MARKUP_CHARACTERS_SHOWN}`;

export const personNameField = (label: string, typeMessage = `${label} is required`) =>
  z
    .string({ message: typeMessage })
    .trim()
    .min(1, `${label} is required`)
    .max(PERSON_NAME_MAX, `${label} must be at most ${PERSON_NAME_MAX} characters`)
    .refine((value) => !hasControlCharacters(value), `${label} must be on one line, without line breaks or control characters`)
    .refine((value) => !hasMarkupCharacters(value), nameMarkupMessage(label));

/** The first thing wrong with a typed name, or null: for a form that checks field by field. */
export function personNameProblem(label: string, value: string): string | null {
  const checked = personNameField(label).safeParse(value);
  return checked.success ? null : (checked.error.issues[0]?.message ?? `${label} is not valid`);
}
