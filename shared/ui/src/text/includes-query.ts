/**
 * Lower case as a Turkish reader expects: "I" is the capital of "ı" and "İ" the capital of "i"
 * (a plain toLowerCase turns "İ" into "i̇" and "I" into "i").
 */
export function foldTurkish(text: string): string {
  return text.toLocaleLowerCase('tr-TR');
}

/**
 * Whether `text` contains `query`, ignoring case the way a Turkish reader does, so "ısparta" finds
 * "ISPARTA" and "istanbul" finds "İSTANBUL", while "i" does not find "I". A blank query matches
 * everything. Every search box of the site (the Select, the side menu, the Examples table) uses it.
 */
export function includesQuery(text: string, query: string): boolean {
  const needle = foldTurkish(query.trim());
  return needle === '' || foldTurkish(text).includes(needle);
}
