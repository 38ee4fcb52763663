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
