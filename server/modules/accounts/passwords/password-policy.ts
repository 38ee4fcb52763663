/**
 * What a new password must be beyond its length (8-128, checked by the contracts' zod field): hard
 * enough to guess by the zxcvbn estimator (ASVS 6.2.4 and 6.2.12, docs/decisions/0212), which
 * knows tens of thousands of common passwords, names and words, and sees repeats, sequences,
 * keyboard runs, dates and l33t; harder for admins, whose accounts open the whole shop; and not
 * the account's own email, nor built only from what a guesser tries first: the shop's name, the
 * person's names and email, and years ("verdant2026", which the estimator scored as acceptable).
 * A refusal says why in the estimator's words (or ours) and how to do better, at the password's
 * field, so the forms show it there.
 *
 * The estimator and its dictionaries (a few MB) load on the first check, not at start, on a thread
 * of their own (password-estimator.ts), and only ever on the server: the storefront's bundle never
 * carries them.
 */
import { badRequest } from '../../../lib/http-errors';
import type { AccountKind } from './credentials';
import { PasswordEstimator } from './password-estimator';

/**
 * The estimator's score (0-4) a password must reach: 3 means "about 10^8 guesses or more", safe
 * against guessing online and a slow offline attack on our argon2id hashes; 4 means 10^10 or more.
 */
export const MIN_SCORE: Record<AccountKind, number> = { customer: 3, admin: 4 };

export const LIKE_EMAIL = 'Your password must not be your email address.';
export const BUILT_FROM_GUESSES =
  'Your password is built from the shop’s name, your own name or email, or a year, which makes it easy to guess.';
/** The shop's name as a guesser would type it. */
const SHOP_WORDS = ['verdant'];
/** What must be left of a password once the guessable parts are taken out. */
const MIN_OWN_CHARACTERS = 4;
const WEAK: Record<AccountKind, string> = {
  customer: 'This password is too easy to guess.',
  admin: 'Admin passwords need to be harder to guess.',
};
/** In place of the estimator's own sentence, which speaks of "page related data": nothing on a sign-up form. */
const PERSONAL = 'Your name or email address is easy to guess for anyone who knows you.';
/** Said when the estimator gives no advice of its own (it often has none for near-misses). */
const ADVICE = 'Try a longer phrase of three or four unrelated words.';

/**
 * Only this many leading characters are estimated: the estimator's repeat matching grows fast with
 * length (a 128-character 'aB3$aB3$…' took 0.87 s at load 12, its first 64 characters 0.4 s), and
 * 64 characters hold any passphrase a person types whole. Longer passwords are judged by their start.
 */
const ESTIMATED_LENGTH = 64;

/** Estimates run on a thread of their own (docs/decisions/0268-password-estimate-off-the-request-thread.md). */
export const passwordEstimator = new PasswordEstimator({ maxLength: ESTIMATED_LENGTH, userInputsWarning: PERSONAL });

export interface PasswordContext {
  kind: AccountKind;
  /** The body field the password came in (password, newPassword). */
  field?: string;
  email?: string;
  /** Names the person gave: a password built from them is easy for anyone who knows them. */
  names?: readonly string[];
}

/** The words a guesser would try first for this person: their email, its parts, their names. */
function personalWords({ email, names = [] }: PasswordContext): string[] {
  const words = names.flatMap((name) => name.split(/\s+/));
  if (email) words.push(email, ...email.split(/[@.+_-]/));
  return words.map((word) => word.trim().toLowerCase()).filter((word) => word.length >= 3);
}

/**
 * Whether the password is only the shop's name, the person's words and years (19xx, 20xx), joined
 * by digits, spaces or punctuation: fewer than a few letters or digits of its own are left.
 */
function builtFromGuesses(lowered: string, words: readonly string[]): boolean {
  let rest = lowered;
  for (const word of [...words].sort((a, b) => b.length - a.length)) rest = rest.replaceAll(word, ' ');
  rest = rest.replace(/(?:19|20)\d{2}/g, ' ').replace(/[^\p{L}\p{N}]/gu, '');
  return rest.length < MIN_OWN_CHARACTERS;
}

/** Why the password is refused and how to choose a better one, or null when it is acceptable. */
export async function passwordProblem(password: string, context: PasswordContext): Promise<string | null> {
  const lowered = password.toLowerCase();
  const email = context.email?.toLowerCase();
  if (email && (lowered === email || lowered === email.split('@')[0])) return LIKE_EMAIL;
  const guessable = [...SHOP_WORDS, ...personalWords(context)];
  if (builtFromGuesses(lowered, guessable)) return `${BUILT_FROM_GUESSES} ${ADVICE}`;

  const { score, warning, suggestions } = await passwordEstimator.estimate(password, guessable);
  if (score >= MIN_SCORE[context.kind]) return null;
  return [warning ?? WEAK[context.kind], ...(suggestions.length > 0 ? suggestions : [ADVICE])].join(' ');
}

/** Throws a 400 at the password's field saying why it is refused and how to choose a better one. */
export async function assertAcceptablePassword(password: string, context: PasswordContext): Promise<void> {
  const message = await passwordProblem(password, context);
  if (message) throw badRequest(message, [{ field: context.field ?? 'password', message }]);
}

/** The rule for an admin created from the shop's settings at start (server/db/prepare.ts). */
export function adminPasswordProblem(admin: { name: string; email: string; password: string }): Promise<string | null> {
  return passwordProblem(admin.password, { kind: 'admin', email: admin.email, names: [admin.name] });
}
