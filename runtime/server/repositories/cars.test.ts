import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteScope } from '../../data-access';
import { isIncludedInSearch } from '../../rules/search-inclusion';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { seedDemoData, type DemoData } from '../seed/seed';
import { CAR_CARD_FIELDS } from '../../../schemas/entities/car-card';
import { withoutNulls } from '../db/entity-columns';
import { carCardsByIds, createCarsRepository } from './cars';

const NOW = new Date('2026-11-22T00:00:00Z');
let test: TestDatabase;
let data: DemoData;

beforeAll(async () => {
  test = await createTestDatabase();
  data = await seedDemoData(test.db, { cars: 1500, now: NOW });
});
afterAll(() => test.drop());

const scopes: [string, SiteScope][] = [
  ['the spec defaults (sold within 3 days)', { dealershipIds: [101], includeSoldCarsDays: 3, minImageCount: 0, inStockOnly: false }],
  ['a dealer keeping sold cars 5 days', { dealershipIds: [201, 202, 203], includeSoldCarsDays: 5, minImageCount: 0, inStockOnly: false }],
  ['a dealer needing 3 images', { dealershipIds: [201, 202, 203], includeSoldCarsDays: 3, minImageCount: 3, inStockOnly: false }],
  ['a dealer showing in_stock only', { dealershipIds: [301], includeSoldCarsDays: 3, minImageCount: 0, inStockOnly: true }],
  ['no sold days at all', { dealershipIds: [101, 301], includeSoldCarsDays: 0, minImageCount: 1, inStockOnly: false }],
];

describe(`cars repository (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it.each(scopes)('spec search inclusion: the SQL keeps exactly the cars the rule keeps, for %s', async (_name, scope) => {
    const repository = createCarsRepository(test.db, () => NOW);
    const expected = data.cars
      .filter((car) => isIncludedInSearch(car, scope, NOW))
      .map((car) => car.slug)
      .sort();
    const found = (await repository.listVisibleSlugs(scope)).map((row) => row.slug).sort();
    expect(found).toEqual(expected);
    expect(await repository.countVisible(scope)).toBe(expected.length);
    expect(expected.length).toBeGreaterThan(0);
  });

  it('reads a page of cards, read as one JSON text, exactly as their rows hold them: every card column, nulls left out, times in UTC', async () => {
    const ids = data.cars.map((car) => car.id);
    const byId = (cards: { id: number }[]) => [...cards].sort((a, b) => a.id - b.id);
    for (let start = 0; start < ids.length; start += 21) {
      const page = ids.slice(start, start + 21);
      const rows = await test.db.selectFrom('cars').select(CAR_CARD_FIELDS).where('id', 'in', page).execute();
      expect(byId(await carCardsByIds(test.db, page))).toEqual(byId(rows.map((row) => withoutNulls(row))));
    }
    // A car gone meanwhile is left out; no ids, no query.
    expect((await carCardsByIds(test.db, [ids[0]!, 999_999])).map((card) => card.id)).toEqual([ids[0]]);
    expect(await carCardsByIds(test.db, [])).toEqual([]);
  });

  it('lists visible cars newest first, a page at a time', async () => {
    const repository = createCarsRepository(test.db, () => NOW);
    const scope = scopes[0][1];
    const first = await repository.listVisible(scope, { limit: 5 });
    const second = await repository.listVisible(scope, { limit: 5, offset: 5 });
    const all = [...first, ...second];
    expect(all).toHaveLength(10);
    expect(all.map((c) => c.created_at)).toEqual([...all.map((c) => c.created_at)].sort().reverse());
    expect(all.every((c) => c.dealership_id === 101)).toBe(true);
  });

  it("finds a car by slug only within the site's dealerships", async () => {
    const repository = createCarsRepository(test.db, () => NOW);
    const car = data.cars.find((c) => c.dealership_id === 301 && c.show_on_dealer_website)!;
    expect(await repository.bySlug({ ...scopes[3][1] }, car.slug)).toEqual(car);
    expect(await repository.bySlug(scopes[0][1], car.slug)).toBeUndefined();
  });

  it('finds a car sold long ago (its page says SOLD), but not one the dealer keeps off its website', async () => {
    const repository = createCarsRepository(test.db, () => NOW);
    const scope = { ...scopes[3][1], dealershipIds: [...new Set(data.cars.map((c) => c.dealership_id))] };
    const longSold = data.cars.find((c) => c.status === 'sold' && c.show_on_dealer_website && !isIncludedInSearch(c, scope, NOW));
    const hidden = data.cars.find((c) => !c.show_on_dealer_website);
    expect(longSold && hidden).toBeTruthy();
    expect(await repository.bySlug(scope, longSold!.slug)).toEqual(longSold);
    expect(await repository.bySlug(scope, hidden!.slug)).toBeUndefined();
  });

  it("finds a car by id only within the site's dealerships, and not one kept off the website", async () => {
    const repository = createCarsRepository(test.db, () => NOW);
    const scope = { ...scopes[3][1], dealershipIds: [301] };
    const shown = data.cars.find((c) => c.dealership_id === 301 && c.show_on_dealer_website)!;
    const elsewhere = data.cars.find((c) => c.dealership_id !== 301 && c.show_on_dealer_website)!;
    const hidden = data.cars.find((c) => c.dealership_id === 301 && !c.show_on_dealer_website);
    expect(await repository.byId(scope, shown.id)).toEqual(shown);
    expect(await repository.byId(scope, elsewhere.id)).toBeUndefined();
    expect(hidden).toBeDefined();
    expect(await repository.byId(scope, hidden!.id)).toBeUndefined();
  });
});
