import { typoDistance } from './typo-distance';

/**
 * The search box. Every word the shopper types must match the car, in any
 * case, in one of three ways:
 *  - it is part of one of the car's words (make, model, badge, series, name,
 *    year, body, colour, fuel, transmission, drive, tag, town and yard): "hil"
 *    finds HiLux, "cx5" finds CX-5;
 *  - it is a small typo away from one of those words: one typo in a word of
 *    4 to 7 letters ("corola" finds Corolla, "hilx" HiLux), two from 8
 *    letters on ("lnadcrusier" finds LandCruiser). Shorter words get none:
 *    one typo in three letters makes a different word;
 *  - it begins the car's stock number, rego or VIN. Those are typed off a
 *    windscreen or a form, so near misses are other cars: no typos there.
 * A typo is one letter added, dropped or changed, or two neighbours swapped.
 */
export const TYPO_TOLERANT_MIN_LENGTH = 4;
export const TWO_TYPOS_MIN_LENGTH = 8;
/** More words than anyone types; the cap keeps a pasted paragraph from becoming a huge query. */
export const MAX_QUERY_WORDS = 8;

/**
 * How well a word matches, for the "most relevant" sort: in the make, model,
 * badge or series beats anywhere else (so "toyota" ranks Toyotas above other
 * makes at a Toyota-named yard), and an exact match beats a typo.
 */
export const WORD_SCORES = { vehicle: 4, elsewhere: 2, typo: 1 } as const;

/** The query's words, lower case, as the cars' words are kept. NUL never occurs in stored text, so it is dropped. */
export function queryWords(query: string): string[] {
  const words = query
    .replaceAll('\u0000', '')
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '');
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

export function typosAllowed(word: string): number {
  if (word.length >= TWO_TYPOS_MIN_LENGTH) return 2;
  return word.length >= TYPO_TOLERANT_MIN_LENGTH ? 1 : 0;
}

/** A field's words as the search box matches them: lower case, split at spaces, and "cx-5" also as "cx5". */
export function searchWords(text: string | number | null | undefined): string[] {
  if (text === null || text === undefined) return [];
  const words = String(text)
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '');
  return words.flatMap((word) => (word.includes('-') && word.replaceAll('-', '') !== '' ? [word, word.replaceAll('-', '')] : [word]));
}

/** Stock numbers, regos and VINs as matched: lower case, without spaces. */
export function identifierKey(identifier: string): string {
  return identifier.toLowerCase().replace(/\s+/g, '');
}

export interface VocabularyMatches {
  /** Words of the vocabulary holding the query word. */
  exact: number[];
  /** Words within the allowed typos, not holding it. */
  typo: number[];
}

/** Which words of the stock's vocabulary a query word matches, by their position in it. */
export function matchVocabulary(word: string, vocabulary: readonly string[]): VocabularyMatches {
  const allowed = typosAllowed(word);
  const exact: number[] = [];
  const typo: number[] = [];
  vocabulary.forEach((candidate, position) => {
    if (candidate.includes(word)) exact.push(position);
    else if (allowed > 0 && typoDistance(word, candidate, allowed) <= allowed) typo.push(position);
  });
  return { exact, typo };
}
