import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { seedDemoData, type DemoData } from '../seed/seed';
import { currentStockIndex } from './stock-changes';
import { readWholeStock } from './stock-index';
import { readStockVersion } from './stock-version';
import { visibleCars } from './visible-stock';

const NOW = new Date('2026-11-22T00:00:00Z');
/** Creating and seeding a database can outlast the default 10 s on a busy machine. */
const SEEDING_TIMEOUT_MS = 60_000;
let test: TestDatabase;
let data: DemoData;

beforeAll(async () => {
  test = await createTestDatabase();
  data = await seedDemoData(test.db, { cars: 250, now: NOW });
}, SEEDING_TIMEOUT_MS);
afterAll(() => test.drop());

describe(`stock index (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('reads every car exactly once, slice by slice, with what search needs of it', async () => {
    const rows = await readWholeStock(test.db, 7);
    expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(data.cars.map((car) => car.id).sort((a, b) => a - b));
    const car = data.cars[0];
    const row = rows.find((r) => r.id === car.id)!;
    expect(row).toMatchObject({ make: car.make, price: car.price, image_count: car.images.length, categories: car.categories });
    expect(row.listed_at).toBe(Date.parse(car.created_at) * 1000);
  });

  it('a site walks its own cars only: the places it is given are its dealership’s cars, every car it may show among them', async () => {
    const index = await currentStockIndex(test.db, await readStockVersion(test.db));
    const dealer = data.dealers[0]!;
    const own = new Set(data.cars.filter((car) => car.dealership_id === dealer.dealership.id).map((car) => car.id));
    const { visible, cars } = visibleCars(index, { dealershipIds: [dealer.dealership.id], includeSoldCarsDays: 3, minImageCount: 0, inStockOnly: false }, NOW);
    const walked = Array.from(cars, (place) => index.ids[place]);
    expect(walked.length).toBeGreaterThan(0);
    expect(walked.length).toBeLessThanOrEqual(own.size);
    expect(walked.every((id) => own.has(id))).toBe(true);
    // In order of place, as the whole stock was walked before.
    expect(Array.from(cars)).toEqual(Array.from(cars).sort((a, b) => a - b));
    const shown = Array.from(visible.keys()).filter((place) => visible[place] === 1);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((place) => cars.includes(place))).toBe(true);
  });

  it('migration 0003: every write to cars or dealerships moves the stock version on, and the next search follows it', async () => {
    const before = await readStockVersion(test.db);
    const first = await currentStockIndex(test.db, before);
    expect(await currentStockIndex(test.db, before)).toBe(first);
    await test.db.updateTable('cars').set({ km: 1 }).where('id', '=', data.cars[0].id).execute();
    await sql`update dealerships set name = name`.execute(test.db);
    expect(await readStockVersion(test.db)).toBe(before + 2);
    const followed = await currentStockIndex(test.db, await readStockVersion(test.db));
    expect(followed).not.toBe(first);
    expect(followed.version).toBe(before + 2);
  });
});
