import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Car } from '../../../schemas/entities/car';
import { isIncludedInSearch } from '../../rules/search-inclusion';
import { EMPTY_SEARCH } from '../../rules/search-query-string';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { seedDemoData } from '../seed/seed';
import { searchCars } from './search-cars';
import { EVERY_DEMO_DEALERSHIP, PLAIN_SETTINGS } from './test-support/plain-search';

const NOW = new Date('2026-11-22T00:00:00Z');
/** Creating and seeding a database can outlast the default 10 s on a busy machine. */
const SEEDING_TIMEOUT_MS = 60_000;
let test: TestDatabase;
let included: Car[];

beforeAll(async () => {
  test = await createTestDatabase();
  const data = await seedDemoData(test.db, { cars: 900, now: NOW });
  included = data.cars.filter((car) => isIncludedInSearch(car, EVERY_DEMO_DEALERSHIP, NOW));
}, SEEDING_TIMEOUT_MS);
afterAll(() => test.drop());

const search = (query: string) => searchCars(test.db, EVERY_DEMO_DEALERSHIP, PLAIN_SETTINGS, { ...EMPTY_SEARCH, query }, { now: NOW, hitsPerPage: 100 });
const modelCount = (model: string) => included.filter((car) => car.model === model).length;
/** A hit is a card; the identifiers a text query matches are read from the whole record. */
const record = (hit: { id: number }) => included.find((car) => car.id === hit.id) as Car;

describe(`text query (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('issue: ignores case', async () => {
    const counts = await Promise.all(['hilux', 'HiLux', 'HILUX'].map(async (query) => (await search(query)).count));
    expect(counts).toEqual([modelCount('HiLux'), modelCount('HiLux'), modelCount('HiLux')]);
  });

  it('issue: one typo from 4 letters ("hilx" finds every HiLux); none below ("hlx" only begins identifiers)', async () => {
    expect((await search('hilx')).count).toBe(modelCount('HiLux'));
    const short = await search('hlx');
    for (const car of short.hits)
      expect(
        [car.stocknum, record(car).regplate, record(car).vin].some((id) => id?.toLowerCase().startsWith('hlx')),
        car.name,
      ).toBe(true);
  });

  it('issue: two typos are too many below 8 letters ("crola" finds no Corolla), fine from 8 ("lnadcrusier" finds LandCruisers), three never', async () => {
    expect((await search('crola')).hits.filter((car) => car.model === 'Corolla')).toEqual([]);
    expect(modelCount('LandCruiser 300')).toBeGreaterThan(0);
    expect((await search('lnadcrusier')).count).toBe(modelCount('LandCruiser 300'));
    expect((await search('lnadcrusire')).count).toBe(0);
  });

  it('an exact match ranks above a typo', async () => {
    const answer = await search('ranger');
    const rangers = modelCount('Ranger');
    expect(answer.hits.slice(0, Math.min(rangers, 100)).every((car) => car.model === 'Ranger')).toBe(true);
  });

  it('issue: the stock number, VIN and rego find the car, whole or by their start, in any case; not by a middle part or a typo', async () => {
    const car = included.find((c) => c.regplate && c.vin && c.stocknum)!;
    for (const query of [car.stocknum!, car.stocknum!.slice(0, -1).toLowerCase(), car.vin!.toLowerCase(), car.vin!.slice(0, 10), car.regplate!, car.regplate!.toLowerCase()]) {
      expect(
        (await search(query)).hits.map((c) => c.id),
        query,
      ).toContain(car.id);
    }
    const vinTypo = `${car.vin!.slice(0, 16)}${car.vin!.endsWith('X') ? 'Y' : 'X'}`;
    expect((await search(vinTypo)).hits.map((c) => c.id)).not.toContain(car.id);
    expect((await search(car.vin!.slice(3))).hits.map((c) => c.id)).not.toContain(car.id);
  });

  it('"cx-5" and "cx5" both find every CX-5, first (a typo away, "cx-5" also finds MX-5s, and "cx5" begins some NSW regos)', async () => {
    const cx5s = modelCount('CX-5');
    expect(cx5s).toBeGreaterThan(0);
    for (const query of ['cx-5', 'cx5']) {
      const answer = await search(query);
      expect(
        answer.hits.slice(0, cx5s).map((car) => car.model),
        query,
      ).toEqual(Array(cx5s).fill('CX-5'));
      for (const car of answer.hits.slice(cx5s)) expect(car.model === 'MX-5' || record(car).regplate?.toLowerCase().startsWith('cx5'), car.name).toBe(true);
    }
  });

  it('a change to the stock shows in the next search (the stock version moves on with every write)', async () => {
    const car = included.find((c) => c.status === 'in_stock')!;
    expect((await search('aubergine')).count).toBe(0);
    await test.db.updateTable('cars').set({ colour: 'Aubergine' }).where('id', '=', car.id).execute();
    expect((await search('aubergine')).hits.map((c) => c.id)).toEqual([car.id]);
    await sql`delete from cars where id = ${car.id}`.execute(test.db);
    expect((await search('aubergine')).count).toBe(0);
  });
});
