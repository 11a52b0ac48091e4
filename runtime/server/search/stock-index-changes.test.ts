import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SEARCH_FACETS } from '../../../schemas/api/search-words';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { insertCars } from '../repositories/car-import';
import { seedDemoData, type DemoData } from '../seed/seed';
import { EMPTY_SEARCH } from '../../rules/search-query-string';
import { searchCars } from './search-cars';
import { currentStockIndex, MAX_FOLLOWED_CHANGES, readStockChanges } from './stock-changes';
import { buildStockIndex, NUMBER_COLUMNS, readWholeStock, SORTED_ORDERS, type StockIndex } from './stock-index';
import { readStockVersion } from './stock-version';
import { buildTextIndex, followTextChanges, MAX_RECENT_IDENTIFIERS, textScores } from './text-index';
import { EVERY_DEMO_DEALERSHIP, PLAIN_SETTINGS } from './test-support/plain-search';
import { visibleCars } from './visible-stock';

const NOW = new Date('2026-11-22T00:00:00Z');
/** Creating and seeding a database can outlast the default 10 s on a busy machine. */
const SEEDING_TIMEOUT_MS = 60_000;
const QUERIES = ['toyota', 'corolla', 'white', 'zebracar', 'renamed motors', 'brisbane', 'zz-new', 'added-1'];
let test: TestDatabase;
let data: DemoData;

beforeAll(async () => {
  test = await createTestDatabase();
  data = await seedDemoData(test.db, { cars: 250, now: NOW });
}, SEEDING_TIMEOUT_MS);
afterAll(() => test.drop());

/** Everything a search reads of an index, by car id: equal for two indexes of the same stock, however each was made. */
function searchable(index: StockIndex) {
  const live = Array.from(index.orders.latest);
  const facetValues = (place: number) =>
    Object.fromEntries(
      SEARCH_FACETS.map((facet) => {
        const { values, single, start, codes } = index.facets[facet];
        const own = single ? (single[place] ? [single[place]] : []) : Array.from(codes.subarray(start[place], start[place + 1]));
        return [facet, own.map((code) => values[code]).sort()];
      }),
    );
  const scope = { dealershipIds: data.dealers.map((dealer) => dealer.dealership.id), includeSoldCarsDays: 3, minImageCount: 0, inStockOnly: false };
  const { visible, cars } = visibleCars(index, scope, NOW);
  return {
    cars: Object.fromEntries(
      live.map((place) => [
        index.ids[place],
        {
          inclusion: index.inclusion[place],
          listedAt: index.listedAt[place],
          numbers: NUMBER_COLUMNS.map((column) => index.numbers[column][place]),
          facets: facetValues(place),
        },
      ]),
    ),
    orders: Object.fromEntries(SORTED_ORDERS.map((order) => [order, Array.from(index.orders[order], (place) => index.ids[place])])),
    visible: live.filter((place) => visible[place]).map((place) => index.ids[place]),
    siteCars: Array.from(cars, (place) => index.ids[place]).sort((a, b) => a - b),
    text: QUERIES.map((query) => {
      const scores = textScores(index.text, query, index.size) ?? new Uint8Array(0);
      return live.filter((place) => scores[place] > 0).map((place) => [index.ids[place], scores[place]]);
    }),
  };
}

const freshIndex = async () => buildStockIndex(await readStockVersion(test.db), await readWholeStock(test.db));

describe(`a stock index follows the stock's changes (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('migration 0019: one statement moves the version on once and notes each car it wrote with that version', async () => {
    const before = await readStockVersion(test.db);
    const ids = data.cars.slice(0, 3).map((car) => car.id);
    await test.db.updateTable('cars').set({ km: 7 }).where('id', 'in', ids).execute();
    const noted = await sql<{ car_id: number; changed_in: string }>`select car_id, changed_in from stock_changes where changed_in > ${before}`.execute(test.db);
    expect(noted.rows.map((row) => [row.car_id, Number(row.changed_in)]).sort()).toEqual(ids.map((id) => [id, before + 1]).sort());
    expect(await readStockVersion(test.db)).toBe(before + 1);
    const changes = await readStockChanges(test.db, before);
    expect(changes).toMatchObject({ version: before + 1, removed: [] });
    expect('changed' in changes && changes.changed.map((row) => [row.id, row.km]).sort()).toEqual(ids.map((id) => [id, 7]).sort());
    // At the limit the changes are followed; one past it, the stock is read whole.
    expect(await readStockChanges(test.db, before, ids.length)).toHaveProperty('changed');
    expect(await readStockChanges(test.db, before, ids.length - 1)).toEqual({ version: before + 1, wholeStock: true });
  });

  it('after cars are changed, added and removed and a dealership renamed, the index followed answers as one built from the whole stock, and the one before is left as it was', async () => {
    const first = await currentStockIndex(test.db, await readStockVersion(test.db));
    // Searches remember sites and words; following must carry them over right.
    searchable(first);
    const firstBefore = searchable(first);
    const [priced, sold, listed, removed, renumbered] = data.cars.slice(10, 15);
    await test.db.updateTable('cars').set({ price: 1, make: 'Zebracar', model: 'Stripe' }).where('id', '=', priced.id).execute();
    await test.db
      .updateTable('cars')
      .set({ status: 'sold', sold_date_timestamp: Math.floor(NOW.getTime() / 1000) - 3600 })
      .where('id', '=', sold.id)
      .execute();
    await test.db
      .updateTable('cars')
      .set({ categories: JSON.stringify(['Family', 'Off-road', 'Towing']) })
      .where('id', '=', listed.id)
      .execute();
    await test.db.deleteFrom('cars').where('id', '=', removed.id).execute();
    await test.db.updateTable('cars').set({ stocknum: 'ZZ-NEW-1' }).where('id', '=', renumbered.id).execute();
    await insertCars(test.db, [{ ...data.cars[20], id: 900_001, slug: 'added-car-900001', stocknum: 'ADDED-1', colour: 'Aubergine' }]);
    await test.db.updateTable('dealerships').set({ name: 'Renamed Motors' }).where('id', '=', data.dealers[0].dealership.id).execute();

    const version = await readStockVersion(test.db);
    const followed = await currentStockIndex(test.db, version);
    expect(followed).not.toBe(first);
    expect(followed.version).toBe(version);
    expect(searchable(followed)).toEqual(searchable(await freshIndex()));
    expect(searchable(first)).toEqual(firstBefore);
    expect(searchable(followed).text[3].map(([id]) => id)).toEqual([priced.id]);
  });

  it(`identifiers of changed cars are kept apart, and sorted in with the rest past ${MAX_RECENT_IDENTIFIERS}: either way a stock number finds its car, the old one no longer`, async () => {
    const rows = await readWholeStock(test.db);
    const text = buildTextIndex(rows);
    const renumbered = new Map(rows.slice(0, 20).map((row, place) => [place, { ...row, stocknum: `RN-${row.id}`, regplate: null, vin: null }]));
    const changed = new Uint8Array(rows.length).fill(1, 0, 20);
    const after = rows.map((row, place) => renumbered.get(place) ?? row);
    const found = (index: typeof text, query: string) =>
      Array.from(textScores(index, query, rows.length) ?? [], (score, place) => (score > 0 ? rows[place].id : 0)).filter(Boolean);
    const queries = [`RN-${rows[3].id}`, 'rn-', rows[3].stocknum ?? '', rows[25].stocknum ?? '', rows[25].vin ?? ''];
    const expected = queries.map((query) => found(buildTextIndex(after), query));
    const apart = followTextChanges(text, changed, renumbered);
    expect(apart.identifiers.recent.keys).toHaveLength(20);
    expect(queries.map((query) => found(apart, query))).toEqual(expected);
    const merged = followTextChanges(text, changed, renumbered, 19);
    expect(merged.identifiers.recent.keys).toHaveLength(0);
    expect(queries.map((query) => found(merged, query))).toEqual(expected);
    expect(expected[0]).toEqual([rows[3].id]);
    expect(expected[2]).toEqual([]);
  });

  it('a change to one field copies only the columns it touches; the index after shares the others with the one before', async () => {
    const car = data.cars[40];
    const before = await currentStockIndex(test.db, await readStockVersion(test.db));
    await test.db
      .updateTable('cars')
      .set({ km: car.km + 1 })
      .where('id', '=', car.id)
      .execute();
    const after = await currentStockIndex(test.db, await readStockVersion(test.db));
    expect(after.numbers.km).not.toBe(before.numbers.km);
    expect(after.numbers.km[before.places.get(car.id) ?? -1]).toBe(car.km + 1);
    expect(after.ids).toBe(before.ids);
    expect(after.numbers.price).toBe(before.numbers.price);
    expect(after.inclusion).toBe(before.inclusion);
    expect(after.facets.make).toBe(before.facets.make);
    expect(searchable(after)).toEqual(searchable(await freshIndex()));
  });

  it('a statement that writes no car moves the version on and keeps everything else of the index, cards shown included', async () => {
    const before = await currentStockIndex(test.db, await readStockVersion(test.db));
    await test.db.updateTable('cars').set({ km: 1 }).where('id', '=', -1).execute();
    const version = await readStockVersion(test.db);
    expect(version).toBeGreaterThan(before.version);
    const after = await currentStockIndex(test.db, version);
    expect(after.version).toBe(version);
    expect({ ...after, version: before.version }).toEqual(before);
    for (const part of ['ids', 'inclusion', 'facets', 'facetRows', 'numbers', 'text', 'orders', 'sites', 'cards'] as const) expect(after[part], part).toBe(before[part]);
  });

  it('a site that does not search while changes are followed sees them all at its next search', async () => {
    const [first, second] = data.cars.slice(50, 52);
    searchable(await currentStockIndex(test.db, await readStockVersion(test.db)));
    await test.db.updateTable('cars').set({ show_on_dealer_website: false }).where('id', '=', first.id).execute();
    await currentStockIndex(test.db, await readStockVersion(test.db));
    await test.db
      .updateTable('cars')
      .set({ status: 'sold', sold_date_timestamp: Math.floor(NOW.getTime() / 1000) - 60 })
      .where('id', '=', second.id)
      .execute();
    const after = await currentStockIndex(test.db, await readStockVersion(test.db));
    const seen = searchable(after);
    expect(seen).toEqual(searchable(await freshIndex()));
    expect(seen.visible).not.toContain(first.id);
    expect(seen.visible).toContain(second.id);
  });

  it('a car removed and written again under the same id takes its place back', async () => {
    const car = data.cars[30];
    await test.db.deleteFrom('cars').where('id', '=', car.id).execute();
    const without = await currentStockIndex(test.db, await readStockVersion(test.db));
    expect(searchable(without).cars[car.id]).toBeUndefined();
    await insertCars(test.db, [car]);
    const back = await currentStockIndex(test.db, await readStockVersion(test.db));
    expect(back.places.get(car.id)).toBe(without.places.get(car.id));
    expect(back.size).toBe(without.size);
    expect(searchable(back)).toEqual(searchable(await freshIndex()));
  });

  it(`after a truncate (as past ${MAX_FOLLOWED_CHANGES} changed cars), the stock is read again whole while the index held answers`, async () => {
    const held = await currentStockIndex(test.db, await readStockVersion(test.db));
    expect(await readStockChanges(test.db, held.version)).toEqual({ version: held.version, changed: [], removed: [] });
    await sql`truncate cars cascade`.execute(test.db);
    const version = await readStockVersion(test.db);
    expect(await readStockChanges(test.db, held.version)).toEqual({ version, wholeStock: true });
    // No wait: the held index answers while the stock is read again, and the search says so (a kept answer must not claim the new version).
    const answeredFrom = { stockVersion: 0 };
    const answer = await searchCars(test.db, EVERY_DEMO_DEALERSHIP, PLAIN_SETTINGS, EMPTY_SEARCH, { now: NOW, stockVersions: { stock: version, holds: 0 }, answeredFrom });
    expect(answeredFrom.stockVersion).toBe(held.version);
    expect(answer.count).toBeGreaterThan(0);
    await vi.waitFor(async () => expect((await currentStockIndex(test.db, version)).version).toBe(version));
    expect((await currentStockIndex(test.db, version)).orders.latest).toHaveLength(0);
  });
});
