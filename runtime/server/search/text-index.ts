import { identifierKey, matchVocabulary, queryWords, searchWords, WORD_SCORES, type VocabularyMatches } from './text-query';
import { type ChunkedList, chunkedList, entryAt, withEntries } from './chunked-list';
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
  /**
   * Identifiers sorted once, and the ones of cars changed since (few,
   * sorted apart), so following a change never copies the hundreds of
   * thousands of sorted ones: a car's sorted entries are skipped once it is
   * `outdated`, and the recent ones are merged in only past
   * MAX_RECENT_IDENTIFIERS.
   */
  identifiers: SortedIdentifiers & { outdated: Uint8Array | undefined; recent: SortedIdentifiers };
  /** Each car's words (their positions in the vocabulary), so a changed car leaves just the lists it was in (followTextChanges). */
  carWords: ChunkedList<Int32Array>;
  /** Query words already compared with the vocabulary; the vocabulary never changes within one index. */
  matches: Map<string, VocabularyMatches>;
}

const VEHICLE_FIELDS = ['make', 'model', 'badge', 'series'] as const;
const OTHER_FIELDS = ['name', 'year', 'simple_body', 'body', 'colour', 'simple_fuel', 'simple_transmission', 'drive', 'tag', 'city', 'location_name'] as const;
const IDENTIFIER_FIELDS = ['stocknum', 'regplate', 'vin'] as const;
interface SortedIdentifiers {
  keys: string[];
  cars: Int32Array;
}

/** Identifiers of changed cars kept apart before they are merged with the sorted ones. */
export const MAX_RECENT_IDENTIFIERS = 2_000;
const NO_IDENTIFIERS: SortedIdentifiers = { keys: [], cars: new Int32Array(0) };

/** Enough for every word people type in a day; beyond it the oldest are forgotten. */
const REMEMBERED_WORDS = 2_000;

/** A car's words: in the vehicle fields, anywhere, and its identifiers' keys. Field values repeat from car to car (makes, colours, towns), so `split` keeps each value's words. */
function carWords(row: StockRow, split: Map<string | number, string[]>): { vehicle: Set<string>; all: Set<string>; identifiers: string[] } {
  const wordsOf = (value: string | number | null) => {
    if (value === null || value === undefined) return [];
    let words = split.get(value);
    if (!words) {
      words = searchWords(value);
      split.set(value, words);
    }
    return words;
  };
  const vehicle = new Set<string>();
  for (const field of VEHICLE_FIELDS) for (const word of wordsOf(row[field])) vehicle.add(word);
  const all = new Set(vehicle);
  for (const field of OTHER_FIELDS) for (const word of wordsOf(row[field])) all.add(word);
  const identifiers: string[] = [];
  for (const field of IDENTIFIER_FIELDS) {
    const value = row[field];
    if (value) identifiers.push(identifierKey(value));
  }
  return { vehicle, all, identifiers };
}

/** Adds cars' words to growing lists, the vocabulary included. */
function wordLists(vocabulary: string[], cars: number[][], vehicleCars: number[][]) {
  const positions = new Map(vocabulary.map((word, position) => [word, position]));
  const split = new Map<string | number, string[]>();
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
  /** Adds the car to its words' lists and its identifiers; answers its words' positions. */
  return (row: StockRow, car: number, identifiers: [string, number][]): Int32Array => {
    const words = carWords(row, split);
    const own = new Int32Array(words.all.size);
    let nth = 0;
    for (const word of words.all) {
      own[nth] = position(word);
      cars[own[nth++]].push(car);
    }
    for (const word of words.vehicle) vehicleCars[position(word)].push(car);
    for (const key of words.identifiers) identifiers.push([key, car]);
    return own;
  };
}

const byKeyThenCar = (a: [string, number], b: [string, number]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]);

function sortedIdentifiers(pairs: [string, number][]): SortedIdentifiers {
  pairs.sort(byKeyThenCar);
  return { keys: pairs.map(([key]) => key), cars: Int32Array.from(pairs, ([, car]) => car) };
}

export function buildTextIndex(rows: readonly StockRow[]): TextIndex {
  const vocabulary: string[] = [];
  const cars: number[][] = [];
  const vehicleCars: number[][] = [];
  const identifiers: [string, number][] = [];
  const add = wordLists(vocabulary, cars, vehicleCars);
  const carWords = chunkedList(rows.map((row, car) => add(row, car, identifiers)));
  return {
    vocabulary,
    cars: cars.map((list) => Int32Array.from(list)),
    vehicleCars: vehicleCars.map((list) => Int32Array.from(list)),
    identifiers: { ...sortedIdentifiers(identifiers), outdated: undefined, recent: NO_IDENTIFIERS },
    carWords,
    matches: new Map(),
  };
}

/** The first place in a list sorted ascending holding `car` or more. */
function lowerBound(list: Int32Array, car: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle] < car) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * A sorted list without `leaving` and with `joining` (both sorted), made by
 * copying the runs between them: a change of a few cars costs a few binary
 * searches and a copy, whatever the list's length. A leaving car the list
 * does not hold is passed over.
 */
function splicedList(list: Int32Array, leaving: readonly number[], joining: readonly number[]): Int32Array {
  const drops = leaving.map((car) => lowerBound(list, car)).filter((at, nth) => list[at] === leaving[nth]);
  if (drops.length === 0 && joining.length === 0) return list;
  const inserts = joining.map((car) => lowerBound(list, car));
  const spliced = new Int32Array(list.length - drops.length + joining.length);
  let out = 0;
  let from = 0;
  const copyUpTo = (end: number) => {
    if (end <= from) return;
    spliced.set(list.subarray(from, end), out);
    out += end - from;
    from = end;
  };
  let next = 0;
  for (const at of drops) {
    for (; next < inserts.length && inserts[next] <= at; next++) {
      copyUpTo(inserts[next]);
      spliced[out++] = joining[next];
    }
    copyUpTo(at);
    from = at + 1;
  }
  for (; next < inserts.length; next++) {
    copyUpTo(inserts[next]);
    spliced[out++] = joining[next];
  }
  copyUpTo(list.length);
  return spliced;
}

/**
 * The text index after some cars changed: `changed` flags the places whose
 * words go (changed and removed cars), `rows` gives the changed cars' new
 * words by place. Each list stays sorted by place, so a car leaves or joins
 * it by binary search, and only the lists a changed car was in or goes
 * into are copied; the identifiers follow apart (followIdentifiers).
 */
export function followTextChanges(index: TextIndex, changed: Uint8Array, rows: ReadonlyMap<number, StockRow>, maxRecentIdentifiers = MAX_RECENT_IDENTIFIERS): TextIndex {
  const vocabulary = [...index.vocabulary];
  const joining: number[][] = index.cars.map(() => []);
  const joiningVehicle: number[][] = index.vehicleCars.map(() => []);
  const added: [string, number][] = [];
  const add = wordLists(vocabulary, joining, joiningVehicle);
  const newWords = new Map<number, Int32Array>();
  // Places in ascending order, so each word's leaving cars are sorted.
  const leaving = new Map<number, number[]>();
  for (let place = 0; place < index.carWords.length; place++) {
    if (changed[place] === 0) continue;
    for (const word of entryAt(index.carWords, place) ?? NO_WORDS) {
      const cars = leaving.get(word);
      if (cars) cars.push(place);
      else leaving.set(word, [place]);
    }
    newWords.set(place, NO_WORDS);
  }
  for (const [car, row] of rows) newWords.set(car, add(row, car, added));
  const carWords = withEntries(index.carWords, newWords, NO_WORDS);
  const followed = (lists: readonly Int32Array[], joiners: number[][]) => {
    const all = lists.slice();
    joiners.forEach((cars, word) => {
      const gone = leaving.get(word) ?? [];
      if (cars.length === 0 && gone.length === 0 && word < lists.length) return;
      all[word] = splicedList(
        lists[word] ?? NO_WORDS,
        gone,
        cars.sort((a, b) => a - b),
      );
    });
    return all;
  };
  return {
    vocabulary,
    cars: followed(index.cars, joining),
    vehicleCars: followed(index.vehicleCars, joiningVehicle),
    identifiers: followIdentifiers(index.identifiers, changed, added, maxRecentIdentifiers),
    carWords,
    // Words compared with the vocabulary before hold while it has no new word.
    matches: vocabulary.length === index.vocabulary.length ? index.matches : new Map(),
  };
}

const NO_WORDS = new Int32Array(0);

/**
 * The identifiers after some cars changed: their sorted entries marked
 * outdated, the recent ones without them and with the new ones; all of it
 * sorted together again once the recent ones pass MAX_RECENT_IDENTIFIERS.
 */
function followIdentifiers(identifiers: TextIndex['identifiers'], changed: Uint8Array, added: [string, number][], maxRecent: number): TextIndex['identifiers'] {
  const outdated = new Uint8Array(changed.length);
  if (identifiers.outdated) outdated.set(identifiers.outdated);
  for (let car = 0; car < changed.length; car++) outdated[car] |= changed[car];
  const recent: [string, number][] = [...added];
  identifiers.recent.keys.forEach((key, at) => {
    const car = identifiers.recent.cars[at];
    if (changed[car] === 0) recent.push([key, car]);
  });
  if (recent.length <= maxRecent) return { keys: identifiers.keys, cars: identifiers.cars, outdated, recent: sortedIdentifiers(recent) };
  identifiers.keys.forEach((key, at) => {
    const car = identifiers.cars[at];
    if (outdated[car] === 0) recent.push([key, car]);
  });
  return { ...sortedIdentifiers(recent), outdated: undefined, recent: NO_IDENTIFIERS };
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
  const { outdated, recent } = index.identifiers;
  for (const { keys, cars } of [index.identifiers, recent]) {
    for (let at = firstAtOrAfter(keys, key); at < keys.length && keys[at].startsWith(key); at++) {
      const car = cars[at];
      if (keys !== recent.keys && outdated?.[car] === 1) continue;
      if (scores[car] < WORD_SCORES.elsewhere) scores[car] = WORD_SCORES.elsewhere;
    }
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
