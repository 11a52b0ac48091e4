import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../blocks';
import { createAjv } from '../../../schemas/ajv';
import { savedCarsAnswerSchema } from '../../../schemas/api/saved-cars';
import { createDataAccess } from '../data-access';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { importDealerConfigs, readDealerConfigs } from '../dealer-configs';
import { seedDemoData, type DemoData } from '../seed/seed';
import { createSiteService } from '../site-service';
import { BAD_SAVED_CAR_IDS, getSavedCars, savedCarIdsOf } from './saved-cars';
import type { SiteApiContext } from './site-request';

let test: TestDatabase;
let data: DemoData;
let context: SiteApiContext;

beforeAll(async () => {
  test = await createTestDatabase();
  data = await seedDemoData(test.db, { cars: 300, now: new Date('2026-11-22T00:00:00Z') });
  await importDealerConfigs(test.db, await readDealerConfigs());
  context = { db: test.db, sites: createSiteService(test.db, registry), data: createDataAccess(test.db) };
}, 60_000);
afterAll(() => test.drop());

const WESTSIDE = 301;
const listedCars = (dealershipId: number) => data.cars.filter((car) => car.dealership_id === dealershipId && car.show_on_dealer_website);

async function ask(query: string, site = 'westside-used-cars') {
  const response = await getSavedCars(context, new Request(`http://westside-used-cars.localhost:3000/api/saved-cars${query}`), site);
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: await response.json() };
}

describe(`GET /api/saved-cars: saved cars as they are now (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('answers each listed car of the site with its price, key facts and status, in the order asked, sold ones included', async () => {
    const sold = listedCars(WESTSIDE).find((car) => car.status === 'sold')!;
    const inStock = listedCars(WESTSIDE).find((car) => car.status === 'in_stock')!;
    const answer = await ask(`?ids=${sold.id},${inStock.id}`);
    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toBe('private, no-store');
    expect(createAjv().validate(savedCarsAnswerSchema, answer.body)).toBe(true);
    expect(answer.body.cars.map((car: { id: number; status: string; price: number }) => [car.id, car.status, car.price])).toEqual([
      [sold.id, 'sold', sold.price],
      [inStock.id, 'in_stock', inStock.price],
    ]);
  });

  it('leaves out what the site does not list: another dealer’s car, a car kept off the website, an id of no car', async () => {
    const mine = listedCars(WESTSIDE)[0]!;
    const theirs = listedCars(101)[0]!;
    const hidden = data.cars.find((car) => car.dealership_id === WESTSIDE && !car.show_on_dealer_website);
    const ids = [mine.id, theirs.id, 999_999, ...(hidden ? [hidden.id] : [])];
    const answer = await ask(`?ids=${ids.join(',')}`);
    expect(answer.body.cars.map((car: { id: number }) => car.id)).toEqual([mine.id]);
  });

  it('spec search §6: says whether the site lets each car be compared (Westside has compare off)', async () => {
    const car = listedCars(WESTSIDE).find((listed) => listed.status === 'in_stock')!;
    expect((await ask(`?ids=${car.id}`)).body.cars[0].comparable).toBe(false);
    const harbour = listedCars(201).find((listed) => listed.status === 'in_stock' && listed.images.length > 0)!;
    const answer = await ask(`?ids=${harbour.id}`, 'harbour-city-motors');
    expect(answer.body.cars[0].comparable).toBe(true);
  });

  it('no ids asks for none', async () => {
    expect((await ask('')).body).toEqual({ cars: [] });
    expect((await ask('?ids=')).body).toEqual({ cars: [] });
  });

  it.each(['?ids=abc', '?ids=1,,2', '?ids=-4', '?ids=0', '?ids=1.5', '?ids=99999999999', '?ids=1&ids=2', `?ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`])(
    '400 naming the parameter for %s',
    async (query) => {
      expect(await ask(query)).toMatchObject({ status: 400, body: { error: 'The request has errors.', fields: [{ field: 'ids', message: BAD_SAVED_CAR_IDS }] } });
    },
  );

  it('reads each id once, spaces allowed', () => {
    expect(savedCarIdsOf(new URL('http://x.invalid/?ids=4101, 4102,4101'))).toEqual([4101, 4102]);
  });

  it('404 where no site answers', async () => {
    expect((await ask('?ids=1', 'no-such-dealer')).status).toBe(404);
  });
});
