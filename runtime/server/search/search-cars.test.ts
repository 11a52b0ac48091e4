import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAjv } from '../../../schemas/ajv';
import { searchAnswerSchema } from '../../../schemas/api/search';
import { SEARCH_FACETS, type SearchFacet } from '../../../schemas/api/search-words';
import type { Car } from '../../../schemas/entities/car';
import type { SearchSettings, SiteScope } from '../../data-access';
import { ABOVE_RANGE_MAXIMUM_MESSAGE, BELOW_RANGE_MINIMUM_MESSAGE } from '../../rules/range-slider';
import { isIncludedInSearch, SECONDS_PER_DAY } from '../../rules/search-inclusion';
import { changeSearch, EMPTY_SEARCH, goToPage, type SearchState } from '../../rules/search-query-string';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { seedDemoData, type DemoData } from '../seed/seed';
import { BODY_FACET_LIMIT, CITY_FACET_LIMIT, MAKE_MODEL_FACET_LIMIT } from './facets';
import { searchCars } from './search-cars';
import { EVERY_DEMO_DEALERSHIP, matchesRefinements, PLAIN_SETTINGS, tally } from './test-support/plain-search';

const NOW = new Date('2026-11-22T00:00:00Z');
const NOW_SECONDS = NOW.getTime() / 1000;
let test: TestDatabase;
let data: DemoData;
let included: Car[];

/** Pins three sold cars right at the edges of the spec's 3-day rule (and of a 4-day dealer's). */
const SOLD_EDGES = { exactlyThreeDays: 0, threeDaysAndASecond: 0, exactlyFourDays: 0 };

beforeAll(async () => {
  test = await createTestDatabase();
  data = await seedDemoData(test.db, { cars: 1500, now: NOW });
  const visibleSold = data.cars.filter((car) => car.status === 'sold' && car.show_on_dealer_website);
  const pins: [keyof typeof SOLD_EDGES, number][] = [
    ['exactlyThreeDays', NOW_SECONDS - 3 * SECONDS_PER_DAY],
    ['threeDaysAndASecond', NOW_SECONDS - 3 * SECONDS_PER_DAY - 1],
    ['exactlyFourDays', NOW_SECONDS - 4 * SECONDS_PER_DAY],
  ];
  for (const [index, [edge, soldAt]] of pins.entries()) {
    const car = visibleSold[index];
    car.sold_date_timestamp = soldAt;
    SOLD_EDGES[edge] = car.id;
    await test.db.updateTable('cars').set({ sold_date_timestamp: soldAt }).where('id', '=', car.id).execute();
  }
  included = data.cars.filter((car) => isIncludedInSearch(car, EVERY_DEMO_DEALERSHIP, NOW));
});
afterAll(() => test.drop());

const search = (state: Partial<SearchState>, options: Parameters<typeof searchCars>[4] = {}, settings: SearchSettings = PLAIN_SETTINGS, scope: SiteScope = EVERY_DEMO_DEALERSHIP) =>
  searchCars(test.db, scope, settings, { ...EMPTY_SEARCH, ...state }, { now: NOW, ...options });

const asCounts = (items: readonly { value: string; count: number }[]) => Object.fromEntries(items.map((item) => [item.value, item.count]));
const UNLIMITED_FACETS = SEARCH_FACETS.filter((facet) => !['body', 'city', 'dealership_name', 'make_model'].includes(facet));

describe(`vehicle search (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('answers in the documented shape', async () => {
    const answer = await search({ query: 'toyota' }, { hitsPerPage: 3 });
    const validate = createAjv().compile(searchAnswerSchema);
    expect(validate(answer), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
  });

  it('counts every facet as a plain tally of the cars the inclusion rule keeps', async () => {
    const answer = await search({});
    expect(answer.count).toBe(included.length);
    for (const facet of UNLIMITED_FACETS) expect(asCounts(answer.facets[facet]), facet).toEqual(tally(included, facet, data));
    expect(answer.facets.car_type.map((item) => item.value)).toEqual(['new', 'demo', 'used']);
  });

  it('spec search inclusion: a car sold exactly 3 days ago is in, one sold a second earlier is out; a 4-day dealer keeps 4 days', async () => {
    const onlySold = { lists: { status: ['sold'] }, ranges: {} };
    const threeDays = new Set((await search(changeSearch(EMPTY_SEARCH, onlySold), { hitsPerPage: 100 })).hits.map((car) => car.id));
    expect(threeDays.has(SOLD_EDGES.exactlyThreeDays)).toBe(true);
    expect(threeDays.has(SOLD_EDGES.threeDaysAndASecond)).toBe(false);
    expect(threeDays.has(SOLD_EDGES.exactlyFourDays)).toBe(false);
    const fourDayScope = { ...EVERY_DEMO_DEALERSHIP, includeSoldCarsDays: 4 };
    const fourDays = (await search(changeSearch(EMPTY_SEARCH, onlySold), { hitsPerPage: 100 }, PLAIN_SETTINGS, fourDayScope)).hits.map((car) => car.id);
    expect(fourDays).toEqual(expect.arrayContaining([SOLD_EDGES.threeDaysAndASecond, SOLD_EDGES.exactlyFourDays]));
  });

  it('disjunctive within a facet: choosing Toyota leaves the make counts as they were and narrows the model counts', async () => {
    const before = await search({});
    const toyota = await search({ lists: { make: ['Toyota'] } });
    expect(toyota.facets.make).toEqual(before.facets.make);
    const toyotas = included.filter((car) => car.make === 'Toyota');
    expect(toyota.count).toBe(toyotas.length);
    expect(asCounts(toyota.facets.model)).toEqual(tally(toyotas, 'model', data));
    expect(toyota.hits.every((car) => car.make === 'Toyota')).toBe(true);

    const two = await search({ lists: { make: ['Toyota', 'Mazda'] } });
    expect(two.count).toBe(included.filter((car) => car.make === 'Toyota' || car.make === 'Mazda').length);
    expect(two.facets.make).toEqual(before.facets.make);
  });

  it('make and model refine together, disjunctively: choosing a model keeps every make on offer with its count, and another make adds its cars', async () => {
    const before = await search({});
    const ford = included.filter((car) => car.make === 'Ford');
    const model = Object.entries(tally(ford, 'make_model', data)).sort((a, b) => b[1] - a[1])[0][0];
    const fordModel = await search({ lists: { make: ['Ford'], make_model: [model] } });
    expect(fordModel.facets.make).toEqual(before.facets.make);
    expect(fordModel.facets.make.length).toBeGreaterThan(1);
    expect(fordModel.count).toBe(ford.filter((car) => `${car.make}|${car.model}` === model).length);
    expect(fordModel.facets.make_model).toEqual(before.facets.make_model);

    const withToyota = await search({ lists: { make: ['Ford', 'Toyota'], make_model: [model] } });
    const expected = included.filter((car) => `${car.make}|${car.model}` === model || car.make === 'Toyota');
    expect(withToyota.count).toBe(expected.length);
    expect(withToyota.facets.make).toEqual(before.facets.make);
    expect(withToyota.hits.every((car) => car.make === 'Toyota' || `${car.make}|${car.model}` === model)).toBe(true);

    const underOtherFilters = { lists: { make: ['Ford'], make_model: [model], body: ['suv'] }, ranges: {} };
    const bySuv = await search(underOtherFilters);
    const suvs = included.filter((car) => matchesRefinements(car, { lists: { body: ['suv'] }, ranges: {} }, data));
    expect(asCounts(bySuv.facets.make)).toEqual(tally(suvs, 'make', data));
  });

  it('conjunctive across facets: Toyota and SUV is the cars that are both; each facet counts under the other facets only', async () => {
    const refinements = { lists: { make: ['Toyota'], body: ['suv'] }, ranges: { price: { min: 20_000 } } };
    const answer = await search(refinements);
    const expected = included.filter((car) => matchesRefinements(car, refinements, data));
    expect(answer.count).toBe(expected.length);
    const withoutMake = included.filter((car) => matchesRefinements(car, { ...refinements, lists: { body: ['suv'] } }, data));
    expect(asCounts(answer.facets.make)).toEqual(tally(withoutMake, 'make', data));
    const withoutBody = included.filter((car) => matchesRefinements(car, { ...refinements, lists: { make: ['Toyota'] } }, data));
    expect(asCounts(answer.facets.body)).toEqual(
      Object.fromEntries(
        Object.entries(tally(withoutBody, 'body', data))
          .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
          .slice(0, BODY_FACET_LIMIT),
      ),
    );
    expect(asCounts(answer.facets.colour)).toEqual(tally(expected, 'colour', data));
  });

  it.each([
    ['price from 20,000 (no top)', { price: { min: 20_000 } }],
    ['price up to 20,000 (no bottom)', { price: { max: 20_000 } }],
    ['km between 10,000 and 50,000', { km: { min: 10_000, max: 50_000 } }],
    ['one year exactly (both ends included)', { year: { min: 2020, max: 2020 } }],
    ['subscription price up to 300', { subscription_price: { max: 300 } }],
  ])('ranges are open on a side left out and include their ends: %s', async (_name, ranges) => {
    const answer = await search({ ranges });
    const expected = included.filter((car) => matchesRefinements(car, { lists: {}, ranges }, data));
    expect(answer.count).toBe(expected.length);
    expect(expected.length).toBeGreaterThan(0);
  });

  it('facet stats are the min and max of the matching cars, a range ignoring its own bounds (the slider keeps its reach)', async () => {
    const toyotas = included.filter((car) => car.make === 'Toyota');
    const answer = await search({ lists: { make: ['Toyota'] }, ranges: { price: { min: 30_000 } } });
    const priced = toyotas.filter((car) => car.price > 0).map((car) => car.price);
    expect(answer.facetStats.price).toEqual({ min: Math.min(...priced), max: Math.max(...priced) });
    const narrowed = toyotas.filter((car) => car.price >= 30_000);
    expect(answer.facetStats.year).toEqual({ min: Math.min(...narrowed.map((c) => c.year)), max: Math.max(...narrowed.map((c) => c.year)) });
    expect(answer.facetStats.km).toEqual({ min: Math.min(...narrowed.map((c) => c.km)), max: Math.max(...narrowed.map((c) => c.km)) });
    expect((await search({ lists: { make: ['No Such Make'] } })).facetStats).toEqual({});
  });

  it("spec search §5/§8: a price or km range in the address outside the stock's range is held to it, the sides outside ignored and logged", async () => {
    const all = await search({});
    const warn = vi.fn<(message: string) => void>();
    const wide = await search({ ranges: { price: { min: 1, max: 99_999_999 }, km: { max: 99_999_999 } } }, { logger: { warn } });
    expect(wide.count).toBe(all.count);
    expect(wide.facetStats).toEqual(all.facetStats);
    expect(warn).toHaveBeenCalledWith(BELOW_RANGE_MINIMUM_MESSAGE);
    expect(warn).toHaveBeenCalledWith(ABOVE_RANGE_MAXIMUM_MESSAGE);

    const quiet = { logger: { warn: () => {} } };
    const pastTheTop = await search({ ranges: { price: { min: (all.facetStats.price?.max ?? 0) + 1 } } }, quiet);
    expect(pastTheTop.count).toBe(all.count);
    const oneSideOut = await search({ ranges: { price: { min: 1, max: 20_000 } } }, quiet);
    expect(oneSideOut.count).toBe((await search({ ranges: { price: { max: 20_000 } } })).count);

    const inside = vi.fn<(message: string) => void>();
    await search({ ranges: { km: { min: 10_000, max: 50_000 } } }, { logger: { warn: inside } });
    expect(inside).not.toHaveBeenCalled();
  });

  it('page fixed filters always apply, to the facet of the same name too', async () => {
    const answer = await search({}, { fixedFilters: { lists: { car_type: ['new'] }, ranges: {} } });
    expect(answer.facets.car_type.map((item) => item.value)).toEqual(['new']);
    expect(answer.count).toBe(included.filter((car) => car.car_type === 'new').length);
  });

  describe('sort orders (spec: most relevant, latest, highest price, lowest price; no km sort)', () => {
    const all = { hitsPerPage: 100 };
    const mazdas = { lists: { make: ['Mazda'] } };

    it('latest: newest listing first', async () => {
      const hits = (await search({ ...mazdas, sortBy: 'latest' }, all)).hits;
      expect(hits.map((car) => car.created_at)).toEqual(
        hits
          .map((car) => car.created_at)
          .sort()
          .reverse(),
      );
    });

    it('lowest price: ascending, cars without a price (0) last', async () => {
      const answer = await search({ sortBy: 'price_asc' }, { offset: 0, hitsPerPage: 100 });
      const prices = answer.hits.map((car) => car.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const unpriced = included.filter((car) => car.price === 0).length;
      expect(unpriced).toBeGreaterThan(0);
      const tail = await search({ sortBy: 'price_asc' }, { offset: included.length - unpriced - 1, hitsPerPage: 100 });
      expect(tail.hits.map((car) => car.price > 0)).toEqual([true, ...Array(unpriced).fill(false)]);
    });

    it('highest price: descending', async () => {
      const prices = (await search({ sortBy: 'price_desc' }, all)).hits.map((car) => car.price);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
      expect(prices[0]).toBe(Math.max(...included.map((car) => car.price)));
    });

    it('a dealer excluding price 0 from price sorts: those cars leave the price-sorted results, and only those', async () => {
      const excluding: SearchSettings = { searchVisibility: { ...PLAIN_SETTINGS.searchVisibility, excludePriceZeroFromPriceSort: true } };
      const priced = included.filter((car) => car.price > 0).length;
      expect((await search({ sortBy: 'price_asc' }, {}, excluding)).count).toBe(priced);
      expect((await search({ sortBy: 'price_desc' }, {}, excluding)).count).toBe(priced);
      expect((await search({ sortBy: 'latest' }, {}, excluding)).count).toBe(included.length);
      expect((await search({ sortBy: 'price_asc' }, {}, PLAIN_SETTINGS)).count).toBe(included.length);
    });

    it('most relevant (default): in stock before coming soon before sold, newest first within each', async () => {
      const hits = (await search(mazdas, all)).hits;
      const rank = { in_stock: 0, coming_soon: 1, sold: 2, others: 3 };
      const keys = hits.map((car) => `${rank[car.status]}|${9e15 - Date.parse(car.created_at)}`);
      expect(keys).toEqual([...keys].sort());
    });
  });

  describe('paging (spec: 21 hits per page)', () => {
    it('gives 21 hits a page, the rest on the last page, and nothing past it', async () => {
      const first = await search({});
      expect(first.hits).toHaveLength(21);
      expect(first.hitsPerPage).toBe(21);
      expect(first.pages).toBe(Math.ceil(included.length / 21));
      const last = await search(goToPage(EMPTY_SEARCH, first.pages));
      expect(last.hits).toHaveLength(included.length - 21 * (first.pages - 1));
      expect(last.page).toBe(first.pages);
      expect((await search(goToPage(EMPTY_SEARCH, first.pages + 1))).hits).toEqual([]);
    });

    it('pages never repeat a car, and an offset lands where the page does', async () => {
      const one = await search({ sortBy: 'price_asc' });
      const two = await search({ sortBy: 'price_asc', page: 2 });
      expect(new Set([...one.hits, ...two.hits].map((car) => car.id)).size).toBe(42);
      const byOffset = await search({ sortBy: 'price_asc' }, { offset: 21 });
      expect(byOffset.hits.map((car) => car.id)).toEqual(two.hits.map((car) => car.id));
      expect(byOffset.page).toBe(2);
    });
  });

  it(`facet limits on the demo stock: body ${BODY_FACET_LIMIT} (20 with custom bodies), city ${CITY_FACET_LIMIT}, make_model ${MAKE_MODEL_FACET_LIMIT}`, async () => {
    const answer = await search({});
    expect(answer.facets.body).toHaveLength(BODY_FACET_LIMIT);
    expect(Object.keys(tally(included, 'body', data)).length).toBeGreaterThan(BODY_FACET_LIMIT);
    expect(answer.facets.make_model).toHaveLength(MAKE_MODEL_FACET_LIMIT);
    expect(answer.facets.make_model[0].label).toMatch(/^\S+ \S/);
    expect(answer.facets.city.length).toBeLessThanOrEqual(CITY_FACET_LIMIT);
    const custom = await search({}, {}, { ...PLAIN_SETTINGS, hasCustomBodies: true });
    expect(custom.facets.body.length).toBe(Math.min(20, Object.keys(tally(included, 'body', data)).length));
  });

  describe('text query', () => {
    it('ignores case and finds a car by its stock number, VIN or rego', async () => {
      const car = included.find((c) => c.regplate)!;
      for (const query of [car.stocknum!, car.vin!.toLowerCase(), car.regplate!]) {
        const answer = await search({ query });
        expect(
          answer.hits.map((c) => c.id),
          query,
        ).toContain(car.id);
      }
      expect((await search({ query: 'TOYOTA corolla' })).count).toBe((await search({ query: 'toyota Corolla' })).count);
    });

    it.each([
      ['corola', 'Corolla'],
      ['hilx', 'HiLux'],
    ])('tolerates a small typo: "%s" finds %s', async (query, model) => {
      const answer = await search({ query }, { hitsPerPage: 100 });
      const expected = included.filter((car) => car.model === model).length;
      expect(answer.hits.filter((car) => car.model === model)).toHaveLength(Math.min(expected, 100));
      expect(answer.hits[0].model).toBe(model);
    });

    it('every word must match, anywhere in the search text: "mazda white" is white cars that are Mazdas or at a Mazda yard', async () => {
      const answer = await search({ query: 'mazda white' });
      const text = (car: Car) =>
        [
          car.make,
          car.model,
          car.badge,
          car.series,
          car.year,
          car.simple_body,
          car.body,
          car.colour,
          car.simple_fuel,
          car.simple_transmission,
          car.drive,
          car.tag,
          car.city,
          car.location_name,
          car.stocknum,
          car.regplate,
          car.vin,
        ]
          .join(' ')
          .toLowerCase();
      const expected = included.filter((car) => text(car).includes('mazda') && text(car).includes('white'));
      expect(answer.count).toBe(expected.length);
      expect(answer.hits[0].make).toBe('Mazda');
    });
  });

  it.each(SEARCH_FACETS)('the %s filter selects exactly the cars its facet item counted', async (facet: SearchFacet) => {
    const all = await search({});
    const item = all.facets[facet][0];
    expect(item, `${facet} has values in the demo stock`).toBeDefined();
    const answer = await search({ lists: { [facet]: [item.value] } });
    expect(answer.count).toBe(item.count);
  });
});

describe(`result count above 1999 (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let big: TestDatabase;
  let kms: number[];
  beforeAll(async () => {
    big = await createTestDatabase();
    const stock = await seedDemoData(big.db, { cars: 2600, now: NOW });
    kms = stock.cars
      .filter((car) => isIncludedInSearch(car, EVERY_DEMO_DEALERSHIP, NOW))
      .map((car) => car.km)
      .sort((a, b) => a - b);
    await sql`analyze cars`.execute(big.db);
  });
  afterAll(() => big.drop());

  /** The km bound that leaves exactly `wanted` cars, if the demo stock has one. */
  const kmBoundFor = (wanted: number) => (kms[wanted - 1] < kms[wanted] ? kms[wanted - 1] : undefined);

  it.each([
    [1999, 1999],
    [2000, 2000],
  ])('spec search §9: %i matching cars, with no stock count set, show %i (the car type counts add up)', async (wanted, shown) => {
    const max = kmBoundFor(wanted);
    expect(max).toBeDefined();
    const answer = await searchCars(big.db, EVERY_DEMO_DEALERSHIP, PLAIN_SETTINGS, { ...EMPTY_SEARCH, ranges: { km: { max } } }, { now: NOW });
    expect(answer.count).toBe(wanted);
    expect(answer.displayedCount).toBe(shown);
  });

  it.each([
    [1999, 1999],
    [2000, 5000],
  ])('spec search §9: %i matching cars with a stock count of 5000 show %i', async (wanted, shown) => {
    const settings = { ...PLAIN_SETTINGS, stockCount: 5000 };
    const answer = await searchCars(big.db, EVERY_DEMO_DEALERSHIP, settings, { ...EMPTY_SEARCH, ranges: { km: { max: kmBoundFor(wanted) } } }, { now: NOW });
    expect(answer.count).toBe(wanted);
    expect(answer.displayedCount).toBe(shown);
  });

  it('with a car type chosen, only the chosen types add up to the shown count', async () => {
    const answer = await searchCars(big.db, EVERY_DEMO_DEALERSHIP, PLAIN_SETTINGS, { ...EMPTY_SEARCH, lists: { car_type: ['new', 'used'] } }, { now: NOW });
    expect(answer.count).toBeGreaterThan(1999);
    expect(answer.displayedCount).toBe(answer.count);
  });
});
