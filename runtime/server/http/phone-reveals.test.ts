import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../blocks';
import type { SiteDocument } from '../../../schemas/site-document';
import { createDataAccess } from '../data-access';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { importDealerConfigs, readDealerConfigs } from '../dealer-configs';
import { seedDemoData, type DemoData } from '../seed/seed';
import { createSiteService } from '../site-service';
import { PHONE_REVEALS_PER_ADDRESS, postPhoneReveal, recordPhoneReveal, TOO_MANY_REVEALS } from './phone-reveals';
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

const westsideCar = () => data.cars.find((car) => car.dealership_id === 301)!;

/** POST /api/phone-reveals on westside's own host, as status and parsed body. */
async function postReveal(body: unknown, from = '203.0.113.1') {
  const request = new Request('http://westside-used-cars.localhost:3000/api/phone-reveals', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify(body),
  });
  const response = await postPhoneReveal(context, request, 'westside-used-cars');
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
}

describe(`POST /api/phone-reveals (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('spec search §7: records a reveal with car_id, dealership_id and website_id, and counts them per car', async () => {
    const car = westsideCar();
    const body = { car_id: car.id, dealership_id: 301, website_id: 31 };
    expect(await recordPhoneReveal(test.db, westside, body, '203.0.113.1')).toEqual({ status: 201, body: { recorded: true, car_id: car.id, reveals: 1 } });
    expect(await recordPhoneReveal(test.db, westside, body, '203.0.113.2')).toEqual({ status: 201, body: { recorded: true, car_id: car.id, reveals: 2 } });
    const stored = await test.db.selectFrom('phone_reveals').selectAll().where('car_id', '=', car.id).execute();
    expect(stored.map(({ car_id, dealership_id, website_id }) => ({ car_id, dealership_id, website_id }))).toEqual([body, body]);
  });

  it.each([
    ['a missing field', { car_id: 1, dealership_id: 301 }, '/website_id', 'is required'],
    ['a wrong type', { car_id: 'abc', dealership_id: 301, website_id: 31 }, '/car_id', 'must be a whole number'],
    ['an unknown field', { car_id: 1, dealership_id: 301, website_id: 31, phone: '0400' }, '/phone', 'is not a known field here'],
    ['a body that is not an object', 'reveal', '/', 'must be an object'],
  ])('answers 400 naming the field for %s', async (_name, body, field, message) => {
    expect(await postReveal(body)).toEqual({ status: 400, retryAfter: null, body: { error: 'The request has errors.', fields: [{ field, message }] } });
  });

  it("refuses ids that are not this site's, so one dealer cannot inflate another's counts", async () => {
    const car = westsideCar();
    const otherCar = data.cars.find((c) => c.dealership_id === 101)!;
    expect((await recordPhoneReveal(test.db, westside, { car_id: car.id, dealership_id: 301, website_id: 11 }, '203.0.113.1')).status).toBe(400);
    expect((await recordPhoneReveal(test.db, westside, { car_id: car.id, dealership_id: 101, website_id: 31 }, '203.0.113.1')).status).toBe(400);
    expect(await recordPhoneReveal(test.db, westside, { car_id: otherCar.id, dealership_id: 301, website_id: 31 }, '203.0.113.1')).toEqual({
      status: 404,
      body: { error: 'No such car on this site.', fields: [{ field: '/car_id', message: 'is not a car of this site' }] },
    });
  });

  it('security: one address revealing one car again counts once, so a loop of posts cannot inflate the count', async () => {
    const car = data.cars.filter((c) => c.dealership_id === 301)[1]!;
    const body = { car_id: car.id, dealership_id: 301, website_id: 31 };
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await recordPhoneReveal(test.db, westside, body, '198.51.100.7'));
    expect(answers[0]).toEqual({ status: 201, body: { recorded: true, car_id: car.id, reveals: 1 } });
    for (const repeat of answers.slice(1)) expect(repeat).toEqual({ status: 200, body: { recorded: false, car_id: car.id, reveals: 1 } });
    expect(await recordPhoneReveal(test.db, westside, body, '198.51.100.8')).toMatchObject({ status: 201, body: { reveals: 2 } });
  });

  it(`security: an address gets ${PHONE_REVEALS_PER_ADDRESS} reveals in ten minutes, then 429 with when to try again`, async () => {
    const cars = data.cars.filter((c) => c.dealership_id === 301);
    const statuses: number[] = [];
    for (let i = 0; i <= PHONE_REVEALS_PER_ADDRESS; i++) {
      const car = cars[i % cars.length]!;
      statuses.push((await recordPhoneReveal(test.db, westside, { car_id: car.id, dealership_id: 301, website_id: 31 }, '198.51.100.99')).status);
    }
    expect(statuses.slice(0, PHONE_REVEALS_PER_ADDRESS).every((status) => status === 201 || status === 200)).toBe(true);
    const refused = await recordPhoneReveal(test.db, westside, { car_id: cars[0]!.id, dealership_id: 301, website_id: 31 }, '198.51.100.99');
    expect(statuses.at(-1)).toBe(429);
    expect(refused).toMatchObject({ status: 429, body: { error: TOO_MANY_REVEALS } });
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect((await recordPhoneReveal(test.db, westside, { car_id: cars[0]!.id, dealership_id: 301, website_id: 31 }, '198.51.100.100')).status).not.toBe(429);
  });

  it('the route counts the address the request came from, and answers past the limit with Retry-After', async () => {
    const cars = data.cars.filter((c) => c.dealership_id === 301);
    const from = '198.51.100.150';
    for (let i = 0; i < PHONE_REVEALS_PER_ADDRESS; i++) await recordPhoneReveal(test.db, westside, { car_id: cars[i % cars.length]!.id, dealership_id: 301, website_id: 31 }, from);
    const refused = await postReveal({ car_id: cars[0]!.id, dealership_id: 301, website_id: 31 }, `6.6.6.6, ${from}`);
    expect(refused).toMatchObject({ status: 429, body: { error: TOO_MANY_REVEALS, fields: [] } });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(await postReveal({ car_id: cars[0]!.id, dealership_id: 301, website_id: 31 }, '198.51.100.151')).toMatchObject({ status: 201, retryAfter: null });
  });
});
