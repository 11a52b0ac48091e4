import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../blocks';
import type { SiteDocument } from '../../../schemas/site-document';
import { createDataAccess } from '../data-access';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { importDealerConfigs, readDealerConfigs } from '../dealer-configs';
import { createCarsRepository } from '../repositories/cars';
import { seedDemoData, type DemoData } from '../seed/seed';
import { createSiteService } from '../site-service';
import { readStockVersion } from '../search/stock-version';
import { CAR_VIEWS_PER_ADDRESS, postCarView, recordCarView, TOO_MANY_VIEWS } from './car-views';
import type { SiteApiContext } from './site-request';

let test: TestDatabase;
let data: DemoData;
let westside: SiteDocument;
let context: SiteApiContext;

beforeAll(async () => {
  test = await createTestDatabase();
  data = await seedDemoData(test.db, { cars: 200, now: new Date('2026-11-22T00:00:00Z') });
  await importDealerConfigs(test.db, await readDealerConfigs());
  const sites = createSiteService(test.db, registry);
  westside = (await sites.bySiteKey('westside-used-cars'))!.document;
  context = { db: test.db, sites, data: createDataAccess(test.db) };
});
afterAll(() => test.drop());

const shownCars = (dealershipId: number) => data.cars.filter((car) => car.dealership_id === dealershipId && car.show_on_dealer_website);

async function postView(body: unknown, from = '203.0.113.1') {
  const request = new Request('http://westside-used-cars.localhost:3000/api/car-views', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify(body),
  });
  const response = await postCarView(context, request, 'westside-used-cars');
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
}

describe(`POST /api/car-views (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it("counts a view on the car: its views grow from the feed's count, and the vehicle page reads the new total", async () => {
    const car = shownCars(301)[0];
    const feed = car.views ?? 0;
    expect(await recordCarView(test.db, westside, { car_id: car.id }, '203.0.113.10')).toEqual({ status: 201, body: { counted: true, car_id: car.id, views: feed + 1 } });
    expect(await recordCarView(test.db, westside, { car_id: car.id }, '203.0.113.11')).toEqual({ status: 201, body: { counted: true, car_id: car.id, views: feed + 2 } });
    const scope = { dealershipIds: [301], includeSoldCarsDays: 3, minImageCount: 0, inStockOnly: false };
    expect((await createCarsRepository(test.db).bySlug(scope, car.slug))?.views).toBe(feed + 2);
  });

  it('one address counts a car once per half hour, whatever the browser says', async () => {
    const car = shownCars(301)[1];
    const first = await recordCarView(test.db, westside, { car_id: car.id }, '203.0.113.20');
    const again = await recordCarView(test.db, westside, { car_id: car.id }, '203.0.113.20');
    expect(first.status).toBe(201);
    expect(again).toEqual({ status: 200, body: { counted: false, car_id: car.id, views: (first.body as { views: number }).views } });
  });

  it('a view never moves the stock version on, so no search index is rebuilt for it', async () => {
    const before = await readStockVersion(test.db);
    await recordCarView(test.db, westside, { car_id: shownCars(301)[2].id }, '203.0.113.30');
    expect(await readStockVersion(test.db)).toBe(before);
  });

  it("refuses another dealer's car, so one dealer cannot inflate another's views (404 naming car_id)", async () => {
    const harbourCar = data.cars.find((car) => car.dealership_id !== 301)!;
    expect(await postView({ car_id: harbourCar.id })).toEqual({
      status: 404,
      retryAfter: null,
      body: { error: 'No such car on this site.', fields: [{ field: '/car_id', message: 'is not a car of this site' }] },
    });
  });

  it.each([
    ['a missing car id', {}, '/car_id', 'is required'],
    ['a car id as text', { car_id: 'seven' }, '/car_id', 'must be a whole number'],
    ['an unknown field', { car_id: 1, views: 1000 }, '/views', 'is not a known field here'],
  ])('answers 400 naming the field for %s', async (_name, body, field, message) => {
    expect(await postView(body)).toEqual({ status: 400, retryAfter: null, body: { error: 'The request has errors.', fields: [{ field, message }] } });
  });

  it(`answers 429 with Retry-After past ${CAR_VIEWS_PER_ADDRESS} views from one address in ten minutes`, async () => {
    const cars = shownCars(301);
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof postView>> | undefined;
    for (let i = 0; i <= CAR_VIEWS_PER_ADDRESS; i++) {
      last = await postView({ car_id: cars[i % cars.length].id }, '198.51.100.7');
      statuses.push(last.status);
    }
    expect(statuses.slice(0, CAR_VIEWS_PER_ADDRESS).every((status) => status === 201 || status === 200)).toBe(true);
    expect(last?.status).toBe(429);
    expect(last?.body).toEqual({ error: TOO_MANY_VIEWS, fields: [] });
    expect(Number(last?.retryAfter)).toBeGreaterThan(0);
  });
});
