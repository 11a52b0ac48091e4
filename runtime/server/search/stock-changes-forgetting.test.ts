import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { seedDemoData, type DemoData } from '../seed/seed';
import { readStockChanges } from './stock-changes';
import { readStockVersion } from './stock-version';

/** Creating and seeding a database can outlast the default 10 s on a busy machine. */
const SEEDING_TIMEOUT_MS = 60_000;
/** Kept this few versions back, so three deletes show the boundary. */
const KEPT = 2;
let test: TestDatabase;
let data: DemoData;

beforeAll(async () => {
  test = await createTestDatabase();
  data = await seedDemoData(test.db, { cars: 20, now: new Date('2026-11-28T00:00:00Z') });
  await sql`update stock_version set removals_kept_versions = ${KEPT}`.execute(test.db);
}, SEEDING_TIMEOUT_MS);
afterAll(() => test.drop());

const removedNotes = async () =>
  (await sql<{ car_id: number; changed_in: string }>`select car_id, changed_in from stock_changes where removed order by changed_in`.execute(test.db)).rows.map((row) => [
    row.car_id,
    Number(row.changed_in),
  ]);
const byNumber = (a: number | undefined, b: number | undefined) => a! - b!;
/** The removals an index follows, in id order; undefined when it must read the whole stock. */
const removedSince = (changes: Awaited<ReturnType<typeof readStockChanges>>) => ('removed' in changes ? [...changes.removed].sort(byNumber) : undefined);
const removeCar = (id: number) => test.db.deleteFrom('cars').where('id', '=', id).execute();

describe(`migration 0020: a removed car's note is forgotten once no index can need it (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('keeps the notes of the last removals_kept_versions versions, forgets older ones, and sends an index older than a forgotten note to read the whole stock', async () => {
    const [first, second, third] = data.cars.slice(0, 3).map((car) => car.id);
    const start = await readStockVersion(test.db);

    await removeCar(first!);
    await removeCar(second!);
    // Version start + 2: the note made at start + 1 is one version inside what is kept.
    expect(await removedNotes()).toEqual([
      [first, start + 1],
      [second, start + 2],
    ]);
    expect(removedSince(await readStockChanges(test.db, start))).toEqual([first, second].sort(byNumber));

    await removeCar(third!);
    // Version start + 3: the note made at start + 1 is exactly removals_kept_versions back, and is forgotten.
    expect(await removedNotes()).toEqual([
      [second, start + 2],
      [third, start + 3],
    ]);
    // An index as of start never saw the first removal: it reads the whole stock. One as of start + 1 follows the rest.
    expect(await readStockChanges(test.db, start)).toEqual({ version: start + 3, wholeStock: true });
    const followed = await readStockChanges(test.db, start + 1);
    expect(followed.version).toBe(start + 3);
    expect(removedSince(followed)).toEqual([second, third].sort(byNumber));
  });

  it('changes and additions are never forgotten: a car in stock keeps its one note however old', async () => {
    const kept = data.cars[5]!.id;
    await test.db.updateTable('cars').set({ km: 11 }).where('id', '=', kept).execute();
    const changedIn = await readStockVersion(test.db);
    for (const car of data.cars.slice(6, 9)) await removeCar(car.id);
    const note = await sql<{ changed_in: string; removed: boolean }>`select changed_in, removed from stock_changes where car_id = ${kept}`.execute(test.db);
    expect(note.rows.map((row) => [Number(row.changed_in), row.removed])).toEqual([[changedIn, false]]);
  });
});
