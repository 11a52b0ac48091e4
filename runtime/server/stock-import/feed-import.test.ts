import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LISTED_FEED_PROBLEMS } from '../../../schemas/api/stock-import';
import type { Car } from '../../../schemas/entities/car';
import { withoutNulls } from '../db/entity-columns';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { readStockVersion } from '../search/stock-version';
import { type DemoData, seedDemoData } from '../seed/seed';
import { carColumnsCsv } from './car-columns';
import { importStockFeed, MAX_CAR_AMOUNT, MAX_CAR_INTEGER, MAX_FEED_ROWS, type StockImportOutcome } from './feed-import';

/** Creating and seeding a database can outlast the default 10 s on a busy machine. */
const SEEDING_TIMEOUT_MS = 60_000;
const NOW = new Date('2026-11-27T00:00:00Z');
const SUNSHINE = 101;
let test: TestDatabase;
let data: DemoData;

beforeAll(async () => {
  test = await createTestDatabase();
  data = await seedDemoData(test.db, { cars: 60, now: NOW });
}, SEEDING_TIMEOUT_MS);
afterAll(() => test.drop());

const csv = (rows: readonly (readonly (string | number)[])[]) =>
  rows.map((row) => row.map((cell) => (/[",\n]/.test(String(cell)) ? `"${String(cell).replaceAll('"', '""')}"` : cell)).join(',')).join('\n');
const importFeed = (text: string, dealershipId = SUNSHINE) => importStockFeed(test.db, { dealershipId, text, now: NOW });
const carCount = async () =>
  Number(
    (
      await test.db
        .selectFrom('cars')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const stored = (id: number) => test.db.selectFrom('cars').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const refusal = (outcome: StockImportOutcome) => {
  if (outcome.ok) throw new Error(`imported: ${JSON.stringify(outcome.answer)}`);
  return outcome.refusal;
};
const sunshineCars = () => data.cars.filter((car) => car.dealership_id === SUNSHINE);

const CAR_HEADER = ['id', 'slug', 'make', 'model', 'year', 'price', 'car_type', 'km', 'simple_body', 'images', 'certified'];
const carRow = (
  car: Pick<Car, 'id' | 'slug' | 'make' | 'model' | 'year' | 'price' | 'car_type' | 'km' | 'simple_body'>,
  changes: Partial<Record<string, string | number>> = {},
) => {
  const cells: Record<string, string | number> = { ...car, images: 'https://img.example.com/a.jpg|https://img.example.com/b.jpg', certified: 'no', ...changes };
  return CAR_HEADER.map((column) => cells[column] ?? '');
};

describe(`stock feed import (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('a feed in the car schema’s columns adds new cars and updates the ones it names in its columns only, keeping when each was first listed; the stock version moves', async () => {
    const [first, second] = sunshineCars();
    const versionBefore = await readStockVersion(test.db);
    const { location, finance_lenders, dealercomments } = await stored(first.id);
    expect(finance_lenders).not.toBeNull();
    const feed = csv([
      CAR_HEADER,
      carRow(first, { price: 12_345 }),
      carRow(second, { km: 777 }),
      carRow({ id: 900_001, slug: 'brand-new-corolla', make: 'Toyota', model: 'Corolla', year: 2026, price: 31_990, car_type: 'new', km: 5, simple_body: 'hatch' }),
    ]);
    const outcome = await importFeed(feed);
    expect(outcome).toEqual({ ok: true, answer: { format: 'cars', imported: 3, added: 1, updated: 2 } });
    // The feed has no finance, location or comments columns: those stay as they were.
    expect(await stored(first.id)).toMatchObject({ price: 12_345, created_at: new Date(first.created_at).toISOString(), location, finance_lenders, dealercomments });
    expect(await stored(second.id)).toMatchObject({ km: 777 });
    expect(await stored(900_001)).toMatchObject({
      name: '2026 Toyota Corolla',
      dealership_id: SUNSHINE,
      dealership_slug: 'sunshine-coast-toyota',
      status: 'in_stock',
      show_on_dealer_website: true,
      images: ['https://img.example.com/a.jpg', 'https://img.example.com/b.jpg'],
      photos_count: 2,
    });
    expect(await readStockVersion(test.db)).toBeGreaterThan(versionBefore);
  });

  it('the platform’s own feed round-trips: every car of a dealership written out and imported again is stored as it was', async () => {
    // A CSV cell cannot tell empty text from no text: both come back as no value.
    const withoutEmptyText = (row: object) => Object.fromEntries(Object.entries(row).filter(([, value]) => value !== ''));
    const storedCars = async () =>
      (await test.db.selectFrom('cars').selectAll().where('dealership_id', '=', SUNSHINE).orderBy('id').execute()).map(({ search_text: _text, updated_at: _at, ...row }) =>
        withoutEmptyText(withoutNulls(row)),
      );
    const before = await storedCars();
    const cars = (await test.db.selectFrom('cars').selectAll().where('dealership_id', '=', SUNSHINE).execute()).map(
      ({ search_text: _text, ...row }) => withoutNulls(row) as unknown as Car,
    );
    expect(await importFeed(carColumnsCsv(cars))).toEqual({ ok: true, answer: { format: 'cars', imported: cars.length, added: 0, updated: cars.length } });
    expect(await storedCars()).toEqual(before);
  });

  it('one bad row imports nothing, and every problem names its row (the header is row 1) and column in the feed’s words', async () => {
    const [first] = sunshineCars();
    const before = await carCount();
    const outcome = await importFeed(
      csv([
        CAR_HEADER,
        carRow({ ...first, id: 900_010, slug: 'good-row' }),
        carRow({ ...first, id: 900_011, slug: 'bad-row' }, { price: 'cheap', year: 1850 }),
        carRow({ ...first, id: 900_012, slug: 'bad-body' }, { simple_body: 'spaceship', km: MAX_CAR_INTEGER + 1 }),
        carRow({ ...first, id: 900_013, slug: 'dear' }, { price: MAX_CAR_AMOUNT }),
        carRow({ ...first, id: 900_014, slug: 'too-dear' }, { price: '99999999999' }),
      ]),
    );
    const { problems, problemCount, message } = refusal(outcome);
    expect(message).toBe('Nothing was imported: the feed has 5 problems. Correct them and send the whole feed again.');
    expect(problemCount).toBe(5);
    expect(problems).toEqual([
      { row: 3, column: 'year', message: 'must be at least 1900' },
      { row: 3, column: 'price', message: 'must be a number' },
      { row: 4, column: 'km', message: `must be at most ${MAX_CAR_INTEGER}` },
      { row: 4, column: 'simple_body', message: expect.stringMatching(/^must be one of/) },
      { row: 6, column: 'price', message: `must be at most ${MAX_CAR_AMOUNT}` },
    ]);
    expect(await carCount()).toBe(before);
    expect(await test.db.selectFrom('cars').select('id').where('id', '=', 900_010).executeTakeFirst()).toBeUndefined();
  });

  it("security: a photo that is not a picture's address (javascript:, a quote that would leave the attribute) is that row's problem, in its column", async () => {
    const [first] = sunshineCars();
    const before = await carCount();
    const outcome = await importFeed(
      csv([
        CAR_HEADER,
        carRow({ ...first, id: 900_020, slug: 'script-photo' }, { images: 'https://img.example.com/a.jpg|javascript:alert(1)' }),
        carRow({ ...first, id: 900_021, slug: 'quote-photo' }, { images: '/media/a.svg" onerror="alert(1)' }),
      ]),
    );
    const picture = 'must start with / for a picture on this site, or https:// for one on another site (no spaces, quotes or brackets)';
    expect(refusal(outcome).problems).toEqual([
      { row: 2, column: 'images', message: picture },
      { row: 3, column: 'images', message: picture },
    ]);
    expect(await carCount()).toBe(before);
  });

  it('refuses a column that is not a car field, a row naming another dealership’s car, one car twice, and a slug another car has', async () => {
    expect(
      refusal(
        await importFeed(
          csv([
            [...CAR_HEADER, 'colour_code'],
            [...carRow(sunshineCars()[0]), 'X1'],
          ]),
        ),
      ).problems,
    ).toEqual([{ row: 1, column: 'colour_code', message: 'This column is not a field of the car schema.' }]);
    const harbourCar = data.cars.find((car) => car.dealership_id !== SUNSHINE)!;
    const [first, second] = sunshineCars();
    const { problems } = refusal(
      await importFeed(
        csv([CAR_HEADER, carRow({ ...harbourCar, slug: 'taken-over' }), carRow(first), carRow(first, { slug: 'first-again' }), carRow(second, { slug: harbourCar.slug })]),
      ),
    );
    expect(problems).toEqual([
      { row: 2, column: 'id', message: `Car ${harbourCar.id} is another dealership's car.` },
      { row: 4, column: 'id', message: 'The same car as row 3.' },
      { row: 5, column: 'slug', message: `Another car's page is at ${harbourCar.slug} already.` },
    ]);
    expect(await stored(harbourCar.id)).toMatchObject({ dealership_id: harbourCar.dealership_id, slug: harbourCar.slug });
  });

  it('a Google vehicle-listings feed: mileage, price with currency, condition and body style mapped; the same VIN again updates that car', async () => {
    const header = [
      'vin',
      'id',
      'store_code',
      'title',
      'make',
      'model',
      'trim',
      'year',
      'price',
      'mileage',
      'condition',
      'body_style',
      'exterior_color',
      'image_link',
      'additional_image_link',
      'link',
    ];
    const row = (price: string) => [
      'JTDBR32E720012345',
      'STK-881',
      'SUN-01',
      '2022 Toyota Corolla Ascent Sport',
      'Toyota',
      'Corolla',
      'Ascent Sport',
      '2022',
      price,
      '12,000 km',
      'Certified',
      'Hatchback',
      'Glacier White',
      'https://img.example.com/1.jpg',
      'https://img.example.com/2.jpg, https://img.example.com/3.jpg',
      'https://dealer.example.com/x',
    ];
    const added = await importFeed(csv([header, row('25,990.00 AUD')]));
    expect(added).toEqual({ ok: true, answer: { format: 'google-vehicle-listings', imported: 1, added: 1, updated: 0 } });
    const car = await test.db.selectFrom('cars').selectAll().where('vin', '=', 'JTDBR32E720012345').executeTakeFirstOrThrow();
    expect(car).toMatchObject({
      name: '2022 Toyota Corolla Ascent Sport',
      stocknum: 'STK-881',
      badge: 'Ascent Sport',
      price: 25_990,
      km: 12_000,
      car_type: 'used',
      certified: true,
      simple_body: 'hatch',
      colour: 'Glacier White',
      images: ['https://img.example.com/1.jpg', 'https://img.example.com/2.jpg', 'https://img.example.com/3.jpg'],
      slug: `2022-toyota-corolla-${car.id}`,
    });
    expect(await importFeed(csv([header, row('24990 AUD')]))).toEqual({ ok: true, answer: { format: 'google-vehicle-listings', imported: 1, added: 0, updated: 1 } });
    expect(await stored(car.id)).toMatchObject({ price: 24_990, vin: 'JTDBR32E720012345' });

    const miles = await importFeed(
      csv([header, ['1HGCM82633A004352', 'STK-2', 'SUN-01', '', 'Honda', 'Accord', '', '2019', '$18,500', '10 miles', 'used', 'sedan', '', 'javascript:alert(1)', '', '']]),
    );
    expect(refusal(miles).problems).toEqual([{ row: 2, column: 'image_link', message: 'Not a web address (http or https): javascript:alert(1)' }]);
  });

  it('a Google feed names each car by its VIN: a row without one, or a feed without the column, is refused, so importing the same feed twice adds nothing', async () => {
    const header = ['vin', 'id', 'make', 'model', 'year', 'price', 'mileage', 'condition', 'body_style'];
    const corolla = ['JTDBR32E720099999', 'STK-9', 'Toyota', 'Corolla', '2021', '21990 AUD', '30000 km', 'used', 'hatchback'];
    const carCount = async () =>
      Number(
        (
          await test.db
            .selectFrom('cars')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );
    const before = await carCount();
    const feed = csv([header, corolla, ['1HGCM82633A004352', 'STK-10', 'Honda', 'Accord', '2019', '18500 AUD', '40000 km', 'used', 'sedan']]);
    expect(await importFeed(feed)).toMatchObject({ ok: true, answer: { added: 2, updated: 0 } });
    expect(await importFeed(feed)).toMatchObject({ ok: true, answer: { added: 0, updated: 2 } });
    expect((await carCount()) - before).toBe(2);

    const needsVin = 'Every car needs its VIN: the import finds the car again by it, and without it a second import would add the car twice.';
    expect(refusal(await importFeed(csv([header, ['  ', ...corolla.slice(1)]]))).problems).toEqual([{ row: 2, column: 'vin', message: needsVin }]);
    expect(refusal(await importFeed(csv([header.slice(1), corolla.slice(1)]))).problems).toEqual([{ row: 1, column: 'vin', message: needsVin }]);
  });

  it(`malformed CSV, an empty feed, more than ${MAX_FEED_ROWS} rows and a dealership that does not exist are refused with a row to look at`, async () => {
    expect(refusal(await importFeed('id,make\n1,"Toyota\n')).problems[0]).toMatchObject({ row: 2, column: '' });
    expect(refusal(await importFeed('')).problems).toEqual([{ row: 1, column: '', message: 'The feed is empty: its first row must name the columns.' }]);
    expect(refusal(await importFeed('id,make\n1,Toyota\n2,Ma\u0000zda\n')).problems).toEqual([
      { row: 3, column: '', message: 'The feed holds a NUL character, which no text may hold.' },
    ]);
    const tooMany = `id\n${'1\n'.repeat(MAX_FEED_ROWS + 1)}`;
    expect(refusal(await importFeed(tooMany)).problems).toEqual([
      { row: MAX_FEED_ROWS + 2, column: '', message: `A feed may hold at most ${MAX_FEED_ROWS} cars; send the stock in parts.` },
    ]);
    expect(refusal(await importFeed(csv([CAR_HEADER]), 999)).problems).toEqual([{ row: 1, column: '', message: 'There is no dealership 999.' }]);
  });

  it(`lists at most ${MAX_LISTED_FEED_PROBLEMS} problems, and counts them all`, async () => {
    const rows = Array.from({ length: MAX_LISTED_FEED_PROBLEMS + 1 }, (_, nth) => carRow({ ...sunshineCars()[0], id: 910_000 + nth, slug: `row-${nth}` }, { price: 'none' }));
    const { problems, problemCount } = refusal(await importFeed(csv([CAR_HEADER, ...rows])));
    expect(problems).toHaveLength(MAX_LISTED_FEED_PROBLEMS);
    expect(problemCount).toBe(MAX_LISTED_FEED_PROBLEMS + 1);
    expect(problems[0].row).toBe(2);
  });
});
