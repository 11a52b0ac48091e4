import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Car } from '../../../schemas/entities/car';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { carFromRow } from './cars';
import { insertCars } from './car-import';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
  await test.db.insertInto('dealerships').values({ id: 101, slug: 'sunshine-coast-toyota', name: 'Sunshine Coast Toyota', average_rating: 4.5, review_count: 2 }).execute();
}, 60_000);
afterAll(() => test.drop());

function car(id: number, fields: Partial<Car> = {}): Car {
  return {
    id,
    slug: `2024-toyota-hilux-sr5-${id}`,
    name: '2024 Toyota HiLux SR5',
    make: 'Toyota',
    model: 'HiLux',
    year: 2024,
    price: 61990,
    car_type: 'used',
    status: 'in_stock',
    certified: false,
    reserved: false,
    sold: false,
    preorder: false,
    show_on_dealer_website: true,
    km: 12000,
    simple_body: 'ute',
    dealership_id: 101,
    dealership_slug: 'sunshine-coast-toyota',
    images: [],
    thumbnails: [],
    photos_count: 0,
    created_at: '2026-11-20T01:02:03.000Z',
    updated_at: '2026-11-21T04:05:06.000Z',
    ...fields,
  };
}

const rowsBack = async () => (await test.db.selectFrom('cars').selectAll().orderBy('id').execute()).map(carFromRow);

describe(`inserting cars in bulk (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('stores every field exactly, tricky text and nulls included, across batch boundaries', async () => {
    const cars = [
      car(1, {
        dealercomments: 'It\'s "mint"|Back\\slash, tab\tand new\nline|Ünïcödé ✓ — 100%',
        tag: 'Toyota Certified Pre-Owned',
        sold_date_timestamp: 1_795_000_000,
        rego_expiry: '2027-02-28',
        build_date: '2024-03',
        price: 0,
        before_price: 64990.5,
        images: ['/media/cars/ute-red-side-studio.svg'],
        thumbnails: ['/media/cars/ute-red-side-studio.svg'],
        photos_count: 1,
        finance_lenders: {
          weekly: { interestRate: null, comparisonRate: null, paymentWeek: 250, paymentMonth: 1083, termYears: 5, termMonths: 60, balloon: 0, deposit: 0, disclaimer: '' },
        },
        variant: { cylinders: 4, enginesize_litres: 2.8, induction: 'Turbo' },
        standardEquipment: [],
        autograb_data: { average_market_price: 60000 },
      }),
      car(2, { slug: 'second', status: 'sold', sold: true, categories: ['Work Vehicles'], location: { name: 'Yard', distribution_locations: [] } }),
      car(3, { slug: 'third', specifications: { sleeps: 4, body_length: 24.6 } }),
      car(4, { slug: 'fourth' }),
      car(5, { slug: 'fifth', item_type: 'car' }),
    ];
    await test.db.transaction().execute((trx) => insertCars(trx, cars, 2));
    expect(await rowsBack()).toEqual(cars);
    const { search_text } = await test.db.selectFrom('cars').select('search_text').where('id', '=', 1).executeTakeFirstOrThrow();
    expect(search_text).toContain('toyota hilux');
  });

  it('inserts nothing when one car in any batch is refused, inside a transaction', async () => {
    const before = await rowsBack();
    const refused = { ...car(7), dealership_id: 999 };
    await expect(test.db.transaction().execute((trx) => insertCars(trx, [car(6, { slug: 'sixth' }), refused], 1))).rejects.toThrow();
    expect(await rowsBack()).toEqual(before);
  });

  it('does nothing for an empty list', async () => {
    await insertCars(test.db, []);
    expect(await rowsBack()).toHaveLength(5);
  });
});
