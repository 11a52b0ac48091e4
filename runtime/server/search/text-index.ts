import { identifierKey, matchVocabulary, queryWords, searchWords, WORD_SCORES, type VocabularyMatches } from './text-query';
import type { StockRow } from './stock-row';

/**
 * The stock's words for the search box: each distinct word once (the
 * vocabulary, a few hundred words however large the stock), with the cars
 * holding it, so a typed word is compared with the vocabulary rather than
 * with every car. Identifiers (stock number, rego, VIN) are unique per car,
 * so they are kept apart, sorted, and found by prefix.
 */
export interface TextIndex {
  vocabulary: string[];
  /** Cars holding each vocabulary word anywhere. */
  cars: Int32Array[];
  /** Cars holding it in the make, model, badge or series. */
  vehicleCars: Int32Array[];
  identifiers: { keys: string[]; cars: Int32Array };
  /** Query words already compared with the vocabulary; the vocabulary never changes within one index. */
  matches: Map<string, VocabularyMatches>;
}

const VEHICLE_FIELDS = ['make', 'model', 'badge', 'series'] as const;
const OTHER_FIELDS = ['name', 'year', 'simple_body', 'body', 'colour', 'simple_fuel', 'simple_transmission', 'drive', 'tag', 'city', 'location_name'] as const;
const IDENTIFIER_FIELDS = ['stocknum', 'regplate', 'vin'] as const;
/** Enough for every word people type in a day; beyond it the oldest are forgotten. */
const REMEMBERED_WORDS = 2_000;

export function buildTextIndex(rows: readonly StockRow[]): TextIndex {
  const positions = new Map<string, number>();
  const vocabulary: string[] = [];
  const cars: number[][] = [];
  const vehicleCars: number[][] = [];
  const identifiers: [string, number][] = [];
  // Field values repeat from car to car (makes, colours, towns), so each is split into words once.
  const split = new Map<string | number, string[]>();
  const wordsOf = (value: string | number | null) => {
    if (value === null || value === undefined) return [];
    let words = split.get(value);
    if (!words) {
      words = searchWords(value);
      split.set(value, words);
    }
    return words;
  };
  const position = (word: string) => {
    let found = positions.get(word);
    if (found === undefined) {
      found = vocabulary.length;
      positions.set(word, found);
      vocabulary.push(word);
      cars.push([]);
      vehicleCars.push([]);
    }
    return found;
  };
  rows.forEach((row, car) => {
    const vehicle = new Set<string>();
    for (const field of VEHICLE_FIELDS) for (const word of wordsOf(row[field])) vehicle.add(word);
    const all = new Set(vehicle);
    for (const field of OTHER_FIELDS) for (const word of wordsOf(row[field])) all.add(word);
    for (const word of all) cars[position(word)].push(car);
    for (const word of vehicle) vehicleCars[position(word)].push(car);
    for (const field of IDENTIFIER_FIELDS) {
      const value = row[field];
      if (value) identifiers.push([identifierKey(value), car]);
    }
  });
  identifiers.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
  return {
    vocabulary,
    cars: cars.map((list) => Int32Array.from(list)),
    vehicleCars: vehicleCars.map((list) => Int32Array.from(list)),
    identifiers: { keys: identifiers.map(([key]) => key), cars: Int32Array.from(identifiers, ([, car]) => car) },
    matches: new Map(),
  };
}

function vocabularyMatches(index: TextIndex, word: string): VocabularyMatches {
  let found = index.matches.get(word);
  if (!found) {
    found = matchVocabulary(word, index.vocabulary);
    if (index.matches.size >= REMEMBERED_WORDS) index.matches.delete(index.matches.keys().next().value as string);
    index.matches.set(word, found);
  }
  return found;
}

/** The first identifier at or after `key` in sorted order. */
function firstAtOrAfter(keys: readonly string[], key: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keys[middle] < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Each car's score for one word (0: no match). */
function wordScores(index: TextIndex, word: string, size: number): Uint8Array {
  const scores = new Uint8Array(size);
  const raise = (cars: Int32Array, score: number) => {
    for (const car of cars) if (scores[car] < score) scores[car] = score;
  };
  const { exact, typo } = vocabularyMatches(index, word);
  for (const position of typo) raise(index.cars[position], WORD_SCORES.typo);
  for (const position of exact) raise(index.cars[position], WORD_SCORES.elsewhere);
  for (const position of exact) raise(index.vehicleCars[position], WORD_SCORES.vehicle);
  const key = identifierKey(word);
  const { keys, cars } = index.identifiers;
  for (let at = firstAtOrAfter(keys, key); at < keys.length && keys[at].startsWith(key); at++) {
    if (scores[cars[at]] < WORD_SCORES.elsewhere) scores[cars[at]] = WORD_SCORES.elsewhere;
  }
  return scores;
}

/**
 * The cars matching every word of the query, each with its relevance (the
 * sum of its words' scores); undefined when the query has no words.
 */
export function textScores(index: TextIndex, query: string, size: number): Uint8Array | undefined {
  const words = queryWords(query);
  if (words.length === 0) return undefined;
  const total = new Uint8Array(size);
  words.forEach((word, nth) => {
    const scores = wordScores(index, word, size);
    for (let car = 0; car < size; car++) {
      // A car stays in only while every word so far has matched it.
      if (scores[car] > 0 && (nth === 0 || total[car] > 0)) total[car] += scores[car];
      else total[car] = 0;
    }
  });
  return total;
}
