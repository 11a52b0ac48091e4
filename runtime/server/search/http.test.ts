import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchAnswer } from '../../../schemas/api/search';
import { SEARCH_LIST_FILTERS, SEARCH_RANGE_FILTERS } from '../../../schemas/api/search-words';
import type { RequestError } from '../../../schemas/api/request-errors';
import type { SiteDocument } from '../../../schemas/site-document';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { seedDemoData } from '../seed/seed';
import { handleSearchGet, INVALID_SEARCH, readSearchRequest, searchByRequest, type SearchContext } from './http';

const NOW = new Date('2026-11-22T00:00:00Z');
let test: TestDatabase;
let context: SearchContext;

/** The two parts of a site document the search reads: its dealerships and its settings. */
const DOCUMENT = {
  dealer: { slug: 'every-demo-dealer', dealershipIds: [101, 201, 202, 203, 301] },
  settings: { includeSoldCarsDays: 3, searchVisibility: { minImageCount: 0, inStockOnly: false, excludePriceZeroFromPriceSort: false } },
} as unknown as SiteDocument;

beforeAll(async () => {
  test = await createTestDatabase();
  await seedDemoData(test.db, { cars: 300, now: NOW });
  context = { db: test.db, document: DOCUMENT, now: NOW };
});
afterAll(() => test.drop());

const get = (query: string) => handleSearchGet(new URL(`https://dealer.example/api/search?${query}`), context);
const fields = (answer: { body: unknown }) => (answer.body as RequestError).fields;

/** A POST body read and searched as the route does. */
async function postSearch(body: unknown) {
  const read = readSearchRequest(body);
  return read.ok ? searchByRequest(read.value, context) : read.answer;
}

describe(`search API (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('GET takes the search page query string and answers 200 with the results', async () => {
    const answer = await get('query=toyota&make=Toyota&price=5000:&sortBy=price_asc&page=1');
    expect(answer.status).toBe(200);
    const body = answer.body as SearchAnswer;
    expect(body.hits.every((car) => car.make === 'Toyota' && car.price >= 5000)).toBe(true);
    expect(body.hitsPerPage).toBe(21);
  });

  it('POST takes the JSON body, with defaults for what it leaves out', async () => {
    const answer = await postSearch({ filters: { make: ['Toyota'], km: { max: 50_000 } }, hitsPerPage: 5, offset: 5 });
    expect(answer.status).toBe(200);
    const body = answer.body as SearchAnswer;
    expect(body.hits.length).toBeLessThanOrEqual(5);
    expect(body.page).toBe(2);
    expect(body.hits.every((car) => car.make === 'Toyota' && car.km <= 50_000)).toBe(true);
  });

  it('POST reads price band labels as the query string does ("$10,000 - $20,000" is the 10000 - 20000 band)', async () => {
    const written = (await postSearch({ filters: { price_range: ['$10,000 - $20,000'] } })).body as SearchAnswer;
    const plain = (await postSearch({ filters: { price_range: ['10000 - 20000'] } })).body as SearchAnswer;
    expect(written.count).toBe(plain.count);
    expect(written.count).toBeGreaterThan(0);
  });

  it.each([...SEARCH_LIST_FILTERS, ...SEARCH_RANGE_FILTERS])('accepts the %s filter in both forms', async (filter) => {
    const isRange = (SEARCH_RANGE_FILTERS as readonly string[]).includes(filter);
    expect((await get(`${filter}=${isRange ? '1:900000' : 'x'}`)).status).toBe(200);
    const post = await postSearch({ filters: { [filter]: isRange ? { min: 1 } : ['x'] }, search_filters: { [filter]: isRange ? { max: 900000 } : ['x', 'y'] } });
    expect(post.status).toBe(200);
  });

  it.each([
    ['an unknown filter', 'colour_code=red', 'colour_code'],
    ['a range not written min:max', 'price=5000', 'price'],
    ['a range upside down', 'year=2020:2010', 'year'],
    ['a negative page', 'page=-1', 'page'],
    ['page 0', 'page=0', 'page'],
    ['an unknown sort', 'sortBy=kms_asc', 'sortBy'],
  ])('GET refuses %s with a 400 naming the parameter', async (_name, query, field) => {
    const answer = await get(query);
    expect(answer.status).toBe(400);
    expect((answer.body as RequestError).error).toBe(INVALID_SEARCH);
    expect(fields(answer).map((f) => f.field)).toEqual([field]);
  });

  it.each([
    ['an unknown filter', { filters: { colour_code: ['red'] } }, '/filters/colour_code', 'is not a known field here'],
    ['an unknown field', { sortBy: 'latest' }, '/sortBy', 'is not a known field here'],
    ['a range not {min, max}', { filters: { price: '5000:20000' } }, '/filters/price', 'must be an object'],
    ['a range with another side', { filters: { price: { from: 5 } } }, '/filters/price/from', 'is not a known field here'],
    ['a range upside down', { filters: { price: { min: 9, max: 1 } } }, '/filters/price', 'min cannot exceed max'],
    ['a negative page', { page: -1 }, '/page', 'must be at least 1'],
    ['a negative offset', { offset: -21 }, '/offset', 'must be at least 0'],
    ['page and offset together', { page: 2, offset: 21 }, '/offset', 'cannot be given with page'],
    ['hitsPerPage 101', { hitsPerPage: 101 }, '/hitsPerPage', 'must be at most 100'],
    ['hitsPerPage 0', { hitsPerPage: 0 }, '/hitsPerPage', 'must be at least 1'],
    ['a query that is not text', { query: 5 }, '/query', 'must be text'],
    ['filter values not a list', { filters: { make: 'Toyota' } }, '/filters/make', 'must be a list'],
    ['a filter value not text', { search_filters: { make: [7] } }, '/search_filters/make/0', 'must be text'],
    ['an unknown sort', { sort: 'kms_asc' }, '/sort', 'must be one of: relevant, latest, price_desc, price_asc'],
    ['a body that is not an object', 'make=Toyota', '/', 'must be an object'],
  ])('POST refuses %s with a 400 naming the field', async (_name, body, field, message) => {
    const answer = await postSearch(body);
    expect(answer.status).toBe(400);
    expect((answer.body as RequestError).error).toBe(INVALID_SEARCH);
    expect(fields(answer)).toContainEqual({ field, message });
  });

  it('never fails on odd but valid input: huge numbers, NUL characters, pages far past the end', async () => {
    expect((await get(`page=${'9'.repeat(40)}`)).status).toBe(200);
    expect((await get(`km=${'9'.repeat(40)}:`)).status).toBe(200);
    expect((await get('query=%00toyota%25_')).status).toBe(200);
    expect((await postSearch({ query: 'a\u0000b', filters: { make: ['\u0000'], year: { min: 1e300 } } })).status).toBe(200);
  });
});
