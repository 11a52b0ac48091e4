import { sql, type RawBuilder } from 'kysely';

/**
 * The search box. Every word the shopper types must match the car's search
 * text (make, model, badge, series, year, body, colour, fuel, transmission,
 * drive, tag, place, stock number, rego and VIN; see migration 0001), in any
 * case, either as part of it ("hil" finds HiLux, a stock-number fragment
 * finds the car) or, for words long enough to judge, as a close spelling of
 * one of its words (pg_trgm word similarity: "corola" finds Corolla, "hilx"
 * finds HiLux). Short words get no typo tolerance: three letters have too
 * few trigrams to tell a typo from a different word.
 */
export const TYPO_TOLERANT_MIN_LENGTH = 4;
/** More words than anyone types; the cap keeps a pasted paragraph from becoming a huge query. */
export const MAX_QUERY_WORDS = 8;

/** The query's words, lower case, as the search text is stored. NUL cannot be in PostgreSQL text, so it is dropped. */
export function queryWords(query: string): string[] {
  const words = query.replaceAll('\u0000', '').toLowerCase().split(/\s+/).filter((word) => word !== '');
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Cars matching every word; both tests are ones the trigram index on search_text answers. */
export function textMatchSql(query: string): RawBuilder<boolean> | undefined {
  const words = queryWords(query);
  if (words.length === 0) return undefined;
  const each = words.map((word) =>
    word.length >= TYPO_TOLERANT_MIN_LENGTH
      ? sql<boolean>`(cars.search_text like ${containsPattern(word)} or ${word} <% cars.search_text)`
      : sql<boolean>`cars.search_text like ${containsPattern(word)}`,
  );
  return sql<boolean>`(${sql.join(each, sql` and `)})`;
}

/**
 * How well a car matches the words, for the "most relevant" sort: a word in
 * the make, model, badge or series counts 2, elsewhere in the search text 1
 * (so "toyota" ranks Toyotas above other makes at a Toyota-named yard), and
 * a near spelling its similarity (below 1).
 */
export function textScoreSql(query: string): RawBuilder<number> | undefined {
  const words = queryWords(query);
  if (words.length === 0) return undefined;
  const vehicle = sql`lower(cars.make || ' ' || cars.model || ' ' || coalesce(cars.badge, '') || ' ' || coalesce(cars.series, ''))`;
  const each = words.map(
    (word) => sql<number>`(case
      when ${vehicle} like ${containsPattern(word)} then 2
      when cars.search_text like ${containsPattern(word)} then 1
      else word_similarity(${word}, cars.search_text) end)`,
  );
  return sql<number>`(${sql.join(each, sql` + `)})`;
}
