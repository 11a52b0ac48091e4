import { SEARCH_FACETS, type SearchFacet } from '../../../schemas/api/search-words';
import type { SearchInclusionFields } from '../../rules/search-inclusion';
import { remember } from './page-cards';
import {
  type FacetColumn,
  facetCoder,
  facetColumnOf,
  type FacetRows,
  facetRows,
  inclusionOf,
  NO_VALUE,
  NUMBER_COLUMNS,
  orderComparers,
  SORTED_ORDERS,
  type SortedOrder,
  type StockIndex,
} from './stock-index';
import type { StockRow } from './stock-row';
import { followTextChanges } from './text-index';
import { followSiteChanges } from './visible-stock';

/** The cars written and removed since an index's version, as of `version` (stock-changes.ts reads them). */
export interface StockChanges {
  version: number;
  changed: readonly StockRow[];
  removed: readonly number[];
}

/** What a removed car's place holds: nothing any site's search keeps. */
const REMOVED_CAR: SearchInclusionFields = {
  status: 'sold',
  sold_date_timestamp: undefined,
  show_on_dealer_website: false,
  dealership_id: -1,
  images: { length: 0 } as SearchInclusionFields['images'],
};

const NONE: readonly number[] = [];

/**
 * The index after the stock's changes, without reading the rest of the
 * stock or building anything from it again: a changed car keeps its place
 * and takes its new values there, a new car takes a new place at the end,
 * and a removed car's place is emptied. A column the changes touch is
 * copied and patched at the changed places, one they leave as it was is
 * shared; the orders keep their cars and take the changed ones in by
 * binary search.
 * The index it follows is left as it was, so searches still reading it
 * finish on the stock they began with.
 */
export function followStockChanges(index: StockIndex, { version, changed, removed }: StockChanges): StockIndex {
  const { places } = index;
  const placeOf = (id: number) => {
    const place = places.get(id);
    return place !== undefined && place < index.size ? place : undefined;
  };
  // The rows by place: new cars after the last place, removed ones as undefined.
  const rows = new Map<number, StockRow | undefined>();
  let size = index.size;
  let removedCount = index.removedCount;
  const stillHere = new Set(changed.map((row) => row.id));
  for (const id of removed) {
    const place = placeOf(id);
    if (place !== undefined && !stillHere.has(id) && index.inclusion[place] !== REMOVED_CAR) {
      rows.set(place, undefined);
      removedCount++;
    }
  }
  for (const row of changed) {
    const place = placeOf(row.id);
    if (place !== undefined && index.inclusion[place] === REMOVED_CAR) removedCount--;
    if (place !== undefined) rows.set(place, row);
    else {
      // Places are only added, so the indexes before this one never see these.
      places.set(row.id, size);
      rows.set(size++, row);
    }
  }
  // A statement that wrote no car (an import that found nothing new) still moves the version on: then only the version does.
  if (rows.size === 0) return { ...index, version };
  const touched = [...rows.keys()];
  const isTouched = new Uint8Array(size);
  for (const place of touched) isTouched[place] = 1;
  const liveRows = new Map([...rows].filter((entry): entry is [number, StockRow] => entry[1] !== undefined));

  const entries = [...rows];
  const ids = patched(
    index.ids,
    size,
    entries.map(([place, row]) => [place, row?.id ?? index.ids[place]]),
  );
  const listedAt = patched(
    index.listedAt,
    size,
    entries.map(([place, row]) => [place, row?.listed_at ?? Number.NaN]),
  );
  const numbers = Object.fromEntries(
    NUMBER_COLUMNS.map((column) => [
      column,
      patched(
        index.numbers[column],
        size,
        entries.map(([place, row]) => [place, row?.[column] ?? Number.NaN]),
      ),
    ]),
  ) as StockIndex['numbers'];
  const newInclusion = entries.map(([place, row]): [number, SearchInclusionFields] => [place, row ? inclusionOf(row) : REMOVED_CAR]);
  let inclusion = index.inclusion;
  if (size !== index.size || newInclusion.some(([place, car]) => !sameInclusion(index.inclusion[place], car))) {
    inclusion = index.inclusion.slice();
    for (const [place, car] of newInclusion) inclusion[place] = car;
  }
  const facets = Object.fromEntries(SEARCH_FACETS.map((facet) => [facet, followFacet(index.facets[facet], facet, size, rows)])) as Record<SearchFacet, FacetColumn>;

  const followed: StockIndex = {
    version,
    size,
    ids,
    places,
    removedCount,
    listedAt,
    inclusion,
    facets,
    facetRows: followFacetRows(index.facetRows, index.facets, facets, size, touched),
    numbers,
    text: followTextChanges(index.text, isTouched, liveRows),
    orders: index.orders,
    sites: index.sites,
    cards: new Map(),
  };
  followed.orders = followOrders(followed, isTouched, [...liveRows.keys()]);
  followed.sites = followSiteChanges(index.sites, followed, touched);
  const gone = new Set(removed);
  for (const card of index.cards.values()) if (!stillHere.has(card.id) && !gone.has(card.id)) remember(followed.cards, card);
  return followed;
}

/** The one-value facets car by car, patched at the changed places while no facet gained a value (the tallies keep their offsets); else laid out again. */
function followFacetRows(before: FacetRows, previous: StockIndex['facets'], facets: StockIndex['facets'], size: number, touched: readonly number[]): FacetRows {
  const oneValue = SEARCH_FACETS.filter((facet) => facets[facet].single);
  const sameLayout =
    oneValue.length === before.facets.length &&
    oneValue.every((facet, nth) => before.facets[nth] === facet && (before.offsets[nth + 1] ?? before.tallies) - before.offsets[nth] === facets[facet].values.length);
  if (!sameLayout) return facetRows(facets, size);
  if (size * oneValue.length === before.codes.length && oneValue.every((facet, nth) => before.facets[nth] === facet && facets[facet] === previous[facet])) return before;
  const width = oneValue.length;
  const codes = new Int32Array(size * width);
  codes.set(before.codes);
  for (const place of touched) {
    for (let nth = 0; nth < width; nth++) codes[place * width + nth] = before.offsets[nth] + (facets[oneValue[nth]].single as Int32Array)[place];
  }
  return { ...before, codes };
}

const sameInclusion = (a: SearchInclusionFields, b: SearchInclusionFields) =>
  a === b ||
  (a.status === b.status &&
    a.sold_date_timestamp === b.sold_date_timestamp &&
    a.show_on_dealer_website === b.show_on_dealer_website &&
    a.dealership_id === b.dealership_id &&
    a.images.length === b.images.length);

/**
 * The column with the places' new values: the same column when none
 * differs and no car was added (a price change leaves the other columns as
 * they were), else a copy. Columns are never written once made, so indexes
 * may share them.
 */
function patched<T extends Int32Array | Float64Array>(column: T, size: number, values: readonly [number, number][]): T {
  if (size === column.length && values.every(([place, value]) => Object.is(column[place], value))) return column;
  const copy = grown(column, size);
  for (const [place, value] of values) copy[place] = value;
  return copy;
}

function grown<T extends Int32Array | Float64Array>(column: T, size: number): T {
  const copy = new (column.constructor as new (length: number) => T)(size);
  copy.set(column);
  return copy;
}

/** A facet column with the changed places' values: a one-value facet is copied and patched; one where a car holds several has its lists spliced. */
function followFacet(column: FacetColumn, facet: SearchFacet, size: number, rows: ReadonlyMap<number, StockRow | undefined>): FacetColumn {
  const values = [...column.values];
  const code = facetCoder(values, facet);
  const changed = new Map([...rows].map(([place, row]) => [place, row ? code(row) : NONE]));
  const { single } = column;
  if (single && [...changed.values()].every((codes) => codes.length <= 1)) {
    const followed = patched(
      single,
      size,
      [...changed].map(([place, codes]) => [place, codes[0] ?? NO_VALUE]),
    );
    if (followed === single && values.length === column.values.length) return column;
    // Nothing reads a one-value facet's list layout (facet-counts.ts and search-conditions.ts read `single`).
    return { values, start: column.start, codes: column.codes, single: followed };
  }
  // A facet whose cars held one value each until now is laid out as lists once.
  if (single) return facetColumnOf(values, size, (car) => changed.get(car) ?? (car < single.length && single[car] ? [single[car]] : NONE));
  return { values, ...splicedLists(column.start, column.codes, size, changed), single: undefined };
}

/** Lists laid out as in FacetColumn with the changed places' lists put in: the runs between them are copied whole. */
function splicedLists(start: Int32Array, codes: Int32Array, size: number, changed: ReadonlyMap<number, readonly number[]>): Pick<FacetColumn, 'start' | 'codes'> {
  const places = [...changed.keys()].sort((a, b) => a - b);
  const oldSize = start.length - 1;
  let total = codes.length;
  for (const place of places) total += (changed.get(place) as readonly number[]).length - (place < oldSize ? start[place + 1] - start[place] : 0);
  const newStart = new Int32Array(size + 1);
  const newCodes = new Int32Array(total);
  let out = 0;
  let from = 0;
  const copyUpTo = (end: number) => {
    if (end <= from) return;
    const shift = out - start[from];
    newCodes.set(codes.subarray(start[from], start[end]), out);
    for (let car = from; car < end; car++) newStart[car] = start[car] + shift;
    out += start[end] - start[from];
  };
  for (const place of places) {
    // Every place past the old size is a new car, so each is among the changed.
    copyUpTo(Math.min(place, oldSize));
    const own = changed.get(place) as readonly number[];
    newStart[place] = out;
    newCodes.set(own, out);
    out += own.length;
    from = place + 1;
  }
  copyUpTo(oldSize);
  newStart[size] = out;
  return { start: newStart, codes: newCodes };
}

/**
 * Where `car` goes in `order` by `compare`, among the places not touched:
 * a touched place holds its new values and is about to leave the order,
 * so the search steps over it.
 */
function placeInOrder(order: Int32Array, car: number, compare: (a: number, b: number) => number, isTouched: Uint8Array): number {
  let low = 0;
  let high = order.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    let probe = middle;
    while (probe < high && isTouched[order[probe]] === 1) probe++;
    if (probe < high && compare(order[probe], car) < 0) low = probe + 1;
    else high = middle;
  }
  return low;
}

/** Each order without the changed places, with the cars still there put back at their new places; the runs between are copied whole. */
function followOrders(index: StockIndex, isTouched: Uint8Array, live: readonly number[]): Record<SortedOrder, Int32Array> {
  const comparers = orderComparers({ ...index, price: index.numbers.price });
  const orders = {} as Record<SortedOrder, Int32Array>;
  for (const name of SORTED_ORDERS) {
    const compare = comparers[name];
    const before = index.orders[name];
    const incoming = Int32Array.from(live).sort(compare);
    const insertAt = Array.from(incoming, (car) => placeInOrder(before, car, compare, isTouched));
    const dropped: number[] = [];
    for (let at = 0; at < before.length; at++) if (isTouched[before[at]] === 1) dropped.push(at);
    const order = new Int32Array(before.length - dropped.length + incoming.length);
    let out = 0;
    let from = 0;
    let next = 0;
    const copyUpTo = (end: number) => {
      order.set(before.subarray(from, end), out);
      out += end - from;
      from = end;
    };
    for (const at of dropped) {
      while (next < incoming.length && insertAt[next] <= at) {
        copyUpTo(insertAt[next]);
        order[out++] = incoming[next++];
      }
      copyUpTo(at);
      from = at + 1;
    }
    while (next < incoming.length) {
      copyUpTo(Math.max(from, insertAt[next]));
      order[out++] = incoming[next++];
    }
    copyUpTo(before.length);
    orders[name] = order;
  }
  return orders;
}
