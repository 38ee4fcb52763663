/** Cuts text to its first `words` words, adding an ellipsis when anything was cut (8 in summaries, 20 in the bag). */
export function truncateWords(text: string, words: number): string {
  const all = text.trim().split(/\s+/).filter(Boolean);
  if (all.length <= words) return all.join(' ');
  // "clean skin." + "…" reads as a typo: drop the cut text's trailing punctuation first.
  return `${all.slice(0, words).join(' ').replace(/[.,;:!?\u2014-]+$/, '')}…`;
}

/** "99+" once the count passes 99 (spec: cart badge cap). */
export function badgeCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}

export function initials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
}

/**
 * Control characters, a line break above all. A name is printed into email subjects, the outbox and
 * logs, where a CR or LF would start a line (or a header) of its own: forms refuse them.
 */
const CONTROL_CHARACTERS = /\p{Cc}+/gu;

export function hasControlCharacters(text: string): boolean {
  return new RegExp(CONTROL_CHARACTERS.source, 'u').test(text);
}

/** The text on one line: each run of control characters becomes a space (a name saved before forms refused them). */
export function onOneLine(text: string): string {
  return text.replace(CONTROL_CHARACTERS, ' ');
}

/**
 * Characters that make markup or a template: a name has no use for them (an apostrophe, a hyphen,
 * a full stop and letters of any script stay allowed: O'Brien, Anne-Marie, J. R., Zoë).
 */
const MARKUP_CHARACTERS = /[<>&"`{}\\]/u;

/** The same characters as a person reads them in a refusal. */
export const MARKUP_CHARACTERS_SHOWN = '< > & " ` { } or \\';

export function hasMarkupCharacters(text: string): boolean {
  return MARKUP_CHARACTERS.test(text);
}
