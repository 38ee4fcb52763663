/**
 * How a product search orders what it finds (docs/decisions/0164): products whose name starts with
 * the words come first, then those whose name contains them, then those found only in the
 * description or ingredients; the list's chosen sort orders each group. Searching "Bamboo" shows
 * the Bamboo Paddle Hairbrush before a cleanser that mentions bamboo. The server writes the same
 * rule in SQL (server/lib/search-rank.ts); this one serves the catalogue saved on the device.
 */

/** 0: the name starts with the search; 1: the name contains it; 2: found elsewhere. Case-insensitive. */
export function nameMatchRank(name: string, search: string): 0 | 1 | 2 {
  const needle = search.trim().toLowerCase();
  const text = name.toLowerCase();
  if (!needle) return 2;
  if (text.startsWith(needle)) return 0;
  return text.includes(needle) ? 1 : 2;
}
