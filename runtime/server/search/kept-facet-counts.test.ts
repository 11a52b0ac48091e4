import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ABOVE_RANGE_MAXIMUM_MESSAGE } from '../../rules/range-slider';
import { EMPTY_SEARCH, type SearchState } from '../../rules/search-query-string';
import { KEPT_AT_MOST_MS } from '../kept-while-current';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { seedDemoData } from '../seed/seed';
import { createKeptFacetCounts, facetCountKey } from './kept-facet-counts';
import { searchCars } from './search-cars';
import { EVERY_DEMO_DEALERSHIP, PLAIN_SETTINGS } from './test-support/plain-search';

const NOW = new Date('2026-11-22T00:00:10Z');
let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
  await seedDemoData(test.db, { cars: 600, now: NOW });
});
afterAll(() => test.drop());

const asked = (state: Partial<SearchState>): SearchState => ({ ...EMPTY_SEARCH, ...state });
const silent = { warn: () => {} };

/** An answer without the time it took, which differs run to run. */
const withoutTime = ({ ms: _ms, ...answer }: Awaited<ReturnType<typeof searchCars>>) => answer;

describe('facet counts kept for a search’s other pages and sorts', () => {
  it('are keyed by the scope, the text and the filters, not by the page or a sort that keeps unpriced cars', () => {
    const toyotaSuvs = asked({ lists: { make: ['Toyota'], body: ['SUV'] } });
    const key = facetCountKey(EVERY_DEMO_DEALERSHIP, toyotaSuvs, undefined, false);
    expect(facetCountKey(EVERY_DEMO_DEALERSHIP, { ...toyotaSuvs, page: 3, sortBy: 'latest' }, undefined, false)).toBe(key);
    // Filters written in another order are the same search (the search page's query string fixes the order).
    expect(facetCountKey(EVERY_DEMO_DEALERSHIP, asked({ lists: { body: ['SUV'], make: ['Toyota'] } }), undefined, false)).toBe(key);
    // A price sort that leaves unpriced cars out counts other cars.
    expect(facetCountKey(EVERY_DEMO_DEALERSHIP, toyotaSuvs, undefined, true)).not.toBe(key);
    expect(facetCountKey(EVERY_DEMO_DEALERSHIP, { ...toyotaSuvs, query: 'hybrid' }, undefined, false)).not.toBe(key);
    expect(facetCountKey({ ...EVERY_DEMO_DEALERSHIP, dealershipIds: [101] }, toyotaSuvs, undefined, false)).not.toBe(key);
    expect(facetCountKey(EVERY_DEMO_DEALERSHIP, toyotaSuvs, { lists: { car_type: ['new'] }, ranges: {} }, false)).not.toBe(key);
  });

  it('answer every page and sort exactly as counting anew does, counting once', async () => {
    const keptCounts = createKeptFacetCounts();
    const unpricedLastOut = { searchVisibility: { ...PLAIN_SETTINGS.searchVisibility, excludePriceZeroFromPriceSort: true } };
    const answeredFrom = { stockVersion: 0 };
    const search = (state: SearchState, kept?: ReturnType<typeof createKeptFacetCounts>) =>
      searchCars(test.db, EVERY_DEMO_DEALERSHIP, unpricedLastOut, state, { now: NOW, keptCounts: kept, logger: silent, answeredFrom });
    const asks = [1, 2, 3].flatMap((page) => (['relevant', 'latest', 'price_asc'] as const).map((sortBy) => asked({ query: 'toyota', page, sortBy })));
    const [first, ...others] = asks;
    expect(withoutTime(await search(first, keptCounts))).toEqual(withoutTime(await search(first)));
    const key = facetCountKey(EVERY_DEMO_DEALERSHIP, first, undefined, false);
    const counted = keptCounts.find(key, String(answeredFrom.stockVersion), NOW.getTime());
    expect(counted).toBeDefined();
    for (const state of others) expect(withoutTime(await search(state, keptCounts))).toEqual(withoutTime(await search(state)));
    // The first count answered the other pages and sorts that keep unpriced cars; a price sort that leaves them out was counted once more.
    expect(keptCounts.find(key, String(answeredFrom.stockVersion), NOW.getTime())).toBe(counted);
    expect(keptCounts.size).toBe(2);
  });

  it('are counted anew once the stock version moves: a car changed shows in the next search', async () => {
    const keptCounts = createKeptFacetCounts();
    const search = (page: number) =>
      searchCars(test.db, EVERY_DEMO_DEALERSHIP, PLAIN_SETTINGS, asked({ lists: { colour: ['Purple'] }, page }), { now: NOW, keptCounts, logger: silent });
    const before = await search(1);
    const car = await test.db
      .selectFrom('cars')
      .select('id')
      .where('colour', '!=', 'Purple')
      .where('status', '=', 'in_stock')
      .where('show_on_dealer_website', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await test.db.updateTable('cars').set({ colour: 'Purple' }).where('id', '=', car.id).execute();
    const after = await search(2);
    expect(after.count).toBe(before.count + 1);
  });

  it('are counted anew when their time is up (kept-while-current.ts), since the sold cars shown move with time', async () => {
    const keptCounts = createKeptFacetCounts();
    const state = asked({});
    const key = facetCountKey(EVERY_DEMO_DEALERSHIP, state, undefined, false);
    const answeredFrom = { stockVersion: 0 };
    const at = async (ms: number) => {
      await searchCars(test.db, EVERY_DEMO_DEALERSHIP, PLAIN_SETTINGS, state, { now: new Date(NOW.getTime() + ms), keptCounts, logger: silent, answeredFrom });
      return keptCounts.find(key, String(answeredFrom.stockVersion), NOW.getTime() + ms)?.workedOutAt;
    };
    expect(await at(0)).toBe(NOW.getTime());
    expect(await at(KEPT_AT_MOST_MS - 1)).toBe(NOW.getTime());
    expect(await at(KEPT_AT_MOST_MS)).toBe(NOW.getTime() + KEPT_AT_MOST_MS);
  });

  it('spec search §8: a range outside the stock is still logged when the count is kept', async () => {
    const keptCounts = createKeptFacetCounts();
    const logger = { warn: vi.fn() };
    const state = asked({ ranges: { price: { min: 5000, max: 99_000_000 } } });
    for (const page of [1, 2]) await searchCars(test.db, EVERY_DEMO_DEALERSHIP, PLAIN_SETTINGS, { ...state, page }, { now: NOW, keptCounts, logger });
    expect(keptCounts.size).toBe(1);
    expect(logger.warn.mock.calls.filter(([message]) => message === ABOVE_RANGE_MAXIMUM_MESSAGE)).toHaveLength(2);
  });
});
