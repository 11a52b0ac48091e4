import type { SiteScope } from '../../data-access';
import { isIncludedInSearch, soldCutoffTimestamp } from '../../rules/search-inclusion';
import type { StockIndex } from './stock-index';

/**
 * Which cars a site's search may show: the spec's inclusion rule
 * (runtime/rules/search-inclusion.ts), applied to the stock index. Time
 * enters the rule only through the sold cars' cutoff, which only ever
 * narrows as time passes, so per site the index keeps the cars the rule
 * keeps at any time and the cars it keeps only for a while (the recently
 * sold), and each search asks the rule again about the second kind only.
 */
export interface SiteVisibility {
  scope: SiteScope;
  always: Uint8Array;
  forAWhile: Int32Array;
  /** The places of every car of either kind, in order: a search walks these, not the whole platform's stock. */
  cars: Int32Array;
  /** The last flags worked out, and the sold cars' cutoff they were worked out for (visibleCars). */
  lastWorkedOut?: { soldCutoff: number; visible: Uint8Array };
}

/** What a search may show: flags by place (shared by the searches of the same second: read, never written), and the places worth looking at (the site's cars, whatever the time). */
export interface VisibleCars {
  visible: Uint8Array;
  cars: Int32Array;
}

/** The places flagged in `always` or listed in `forAWhile`, in order. */
function siteCars(always: Uint8Array, forAWhile: Int32Array): Int32Array {
  const flagged = always.slice();
  for (const car of forAWhile) flagged[car] = 1;
  let count = 0;
  for (let car = 0; car < flagged.length; car++) count += flagged[car];
  const cars = new Int32Array(count);
  let next = 0;
  for (let car = 0; car < flagged.length; car++) if (flagged[car] === 1) cars[next++] = car;
  return cars;
}

const LONG_AGO = new Date(-8.64e15);
const FAR_AHEAD = new Date(8.64e15);
/** More sites than one platform serves; beyond it the oldest are forgotten. */
const REMEMBERED_SITES = 1_000;

function siteVisibility(index: StockIndex, scope: SiteScope): SiteVisibility {
  const always = new Uint8Array(index.size);
  const forAWhile: number[] = [];
  index.inclusion.forEach((car, position) => {
    if (isIncludedInSearch(car, scope, FAR_AHEAD)) always[position] = 1;
    else if (isIncludedInSearch(car, scope, LONG_AGO)) forAWhile.push(position);
  });
  const whileIncluded = Int32Array.from(forAWhile);
  return { scope, always, forAWhile: whileIncluded, cars: siteCars(always, whileIncluded) };
}

/**
 * Each site's visibility after some cars changed (`changed` lists their
 * places in `index`, the index after the change), worked out when the site
 * next searches: only those places are asked again. A platform remembers
 * up to REMEMBERED_SITES sites, and most of them do not search between two
 * stock changes.
 */
export function followSiteChanges(sites: StockIndex['sites'], index: StockIndex, changed: readonly number[]): StockIndex['sites'] {
  // What the changed places hold, and nothing more of the index: a site that does not search for a while must not keep every index since alive.
  const { size } = index;
  const changedCars = changed.map((car) => [car, index.inclusion[car]] as const);
  const followed: StockIndex['sites'] = new Map();
  for (const [key, held] of sites) {
    let before: typeof held | undefined = held;
    let worked: SiteVisibility | undefined;
    followed.set(key, () => {
      if (worked) return worked;
      const { scope, always: wasAlways, forAWhile: wasForAWhile } = typeof before === 'function' ? before() : (before as SiteVisibility);
      const isChanged = new Uint8Array(size);
      for (const [car] of changedCars) isChanged[car] = 1;
      const always = new Uint8Array(size);
      always.set(wasAlways);
      const forAWhile = Array.from(wasForAWhile).filter((car) => isChanged[car] === 0);
      for (const [car, inclusion] of changedCars) {
        always[car] = Number(isIncludedInSearch(inclusion, scope, FAR_AHEAD));
        if (!always[car] && isIncludedInSearch(inclusion, scope, LONG_AGO)) forAWhile.push(car);
      }
      const whileIncluded = Int32Array.from(forAWhile);
      worked = { scope, always, forAWhile: whileIncluded, cars: siteCars(always, whileIncluded) };
      before = undefined;
      return worked;
    });
  }
  return followed;
}

/**
 * The cars the site's search may show at `now`, flagged by their place in
 * the index, with the places of the site's cars: at 500 dealers a site has
 * a small share of the stock, and a search walks that share only. The rule
 * reads the time only as the sold cars' cutoff (soldCutoffTimestamp), a
 * whole second, so the flags worked out for one cutoff serve every search
 * of the site until it moves: under load, hundreds of searches a second
 * share them rather than each asking the rule about every recently sold car
 * again.
 */
export function visibleCars(index: StockIndex, scope: SiteScope, now: Date): VisibleCars {
  const key = JSON.stringify([scope.dealershipIds, scope.includeSoldCarsDays, scope.minImageCount, scope.inStockOnly]);
  const held = index.sites.get(key);
  let visibility = typeof held === 'function' ? held() : held;
  if (typeof held === 'function') index.sites.set(key, visibility as SiteVisibility);
  if (!visibility) {
    visibility = siteVisibility(index, scope);
    if (index.sites.size >= REMEMBERED_SITES) index.sites.delete(index.sites.keys().next().value as string);
    index.sites.set(key, visibility);
  }
  const soldCutoff = soldCutoffTimestamp(scope, now);
  if (visibility.lastWorkedOut?.soldCutoff !== soldCutoff) {
    const visible = visibility.always.slice();
    for (const car of visibility.forAWhile) if (isIncludedInSearch(index.inclusion[car], scope, now)) visible[car] = 1;
    visibility.lastWorkedOut = { soldCutoff, visible };
  }
  return { visible: visibility.lastWorkedOut.visible, cars: visibility.cars };
}
