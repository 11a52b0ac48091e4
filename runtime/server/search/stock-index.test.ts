import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { seedDemoData, type DemoData } from '../seed/seed';
import { currentStockIndex } from './stock-changes';
import { readWholeStock } from './stock-index';
import { readStockVersion } from './stock-version';

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
