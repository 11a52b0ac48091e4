import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carSchema, type Car } from '../../../schemas/entities/car';
import { locationSchema } from '../../../schemas/entities/location';
import { reviewSchema } from '../../../schemas/entities/review';
import { createAjv } from '../../../schemas/ajv';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { carFromRow } from '../repositories/cars';
import { createLocationsRepository } from '../repositories/locations';
import { easterSunday } from './demo-dealers';
import { generateDemoData, isSeeded, seedDemoData } from './seed';

const NOW = new Date('2026-11-22T00:00:00Z');
const data = generateDemoData({ cars: 1500, now: NOW });
const HOUR = 3_600;
const nowSeconds = NOW.getTime() / 1000;

function share(cars: readonly Car[], test: (car: Car) => boolean): number {
  return cars.filter(test).length / cars.length;
}

describe('demo data generator', () => {
  it('is deterministic: the same count, seed and time give the same data', () => {
    expect(generateDemoData({ cars: 1500, now: NOW })).toEqual(data);
    expect(generateDemoData({ cars: 1500, now: NOW, seed: 7 }).cars[0]).not.toEqual(data.cars[0]);
  });

  it("makes exactly the number of cars asked for, over the three dealers' six dealerships", () => {
    expect(data.cars).toHaveLength(1500);
    expect(generateDemoData({ cars: 37, now: NOW }).cars).toHaveLength(37);
    expect(new Set(data.cars.map((c) => c.dealership_id))).toEqual(new Set([101, 201, 202, 203, 301]));
    expect(new Set(data.cars.map((c) => c.id)).size).toBe(1500);
    expect(new Set(data.cars.map((c) => c.slug)).size).toBe(1500);
  });

  it('gives every car every required field, valid against the car schema', () => {
    const validate = createAjv().compile(carSchema);
    const isValid = (car: unknown): boolean => validate(car);
    const problems = data.cars.flatMap((car) => (isValid(car) ? [] : [{ id: car.id, errors: validate.errors }])).slice(0, 3);
    expect(problems).toEqual([]);
  });

  it('gives locations and reviews valid shapes', () => {
    const ajv = createAjv();
    const validLocation = ajv.compile(locationSchema);
    const validReview = ajv.compile(reviewSchema);
    for (const dealer of data.dealers) for (const location of dealer.locations) expect(validLocation(location), JSON.stringify(validLocation.errors)).toBe(true);
    for (const review of data.reviews) expect(validReview(review)).toBe(true);
  });

  it('spreads the stock the way the demos need it', () => {
    const { cars } = data;
    const toyota = cars.filter((c) => c.dealership_id === 101);
    const westside = cars.filter((c) => c.dealership_id === 301);
    expect(new Set(toyota.filter((c) => c.car_type !== 'used').map((c) => c.make))).toEqual(new Set(['Toyota']));
    expect(new Set(westside.map((c) => c.car_type))).toEqual(new Set(['used']));
    expect(new Set(westside.map((c) => c.make)).size).toBeGreaterThan(8);
    expect(new Set(cars.map((c) => c.car_type))).toEqual(new Set(['new', 'used', 'demo']));
    expect(new Set(cars.map((c) => c.status))).toEqual(new Set(['in_stock', 'coming_soon', 'sold', 'others']));
    const sold = cars.filter((c) => c.status === 'sold');
    expect(sold.some((c) => c.sold_date_timestamp! >= nowSeconds - 72 * HOUR)).toBe(true);
    expect(sold.some((c) => c.sold_date_timestamp! < nowSeconds - 96 * HOUR)).toBe(true);
    expect(sold.every((c) => c.sold)).toBe(true);
    expect(share(cars, (c) => c.reserved)).toBeGreaterThan(0.01);
    expect(cars.some((c) => c.certified && c.tag === 'Toyota Certified Pre-Owned')).toBe(true);
    expect(cars.some((c) => c.tag === 'Test Drive Only')).toBe(true);
    expect(cars.some((c) => c.price === 0)).toBe(true);
    expect(cars.some((c) => c.preorder)).toBe(true);
    expect(cars.some((c) => c.subscription_price !== undefined)).toBe(true);
    expect(cars.some((c) => c.offer_price !== undefined)).toBe(true);
    expect(cars.some((c) => c.before_price !== undefined)).toBe(true);
    expect(cars.some((c) => !c.show_on_dealer_website)).toBe(true);
    expect(cars.some((c) => c.images.length === 0)).toBe(true);
    expect(cars.some((c) => c.dealercomments === '')).toBe(true);
    expect(cars.some((c) => c.dealercomments?.includes('|'))).toBe(true);
    expect(cars.some((c) => Date.parse(c.created_at) > NOW.getTime() - 8 * 24 * HOUR * 1000)).toBe(true);
    expect(cars.every((c) => Date.parse(c.created_at) <= NOW.getTime())).toBe(true);
    expect(cars.every((c) => c.vin?.length === 17)).toBe(true);
  });

  it('gives finance lenders of each provider kind, some without rates', () => {
    const lenders = data.cars.flatMap((c) => Object.entries(c.finance_lenders ?? {}));
    expect(new Set(lenders.map(([provider]) => provider))).toEqual(new Set(['weekly-recent-years', 'weekly', 'monthly']));
    expect(lenders.some(([, l]) => l.interestRate === null)).toBe(true);
    // The spec's 5 year term; a month's repayment is about 4.3 weeks'.
    expect(lenders.every(([, l]) => l.termYears === 5 && l.termMonths === 60 && l.paymentWeek > 0 && l.paymentMonth > 4 * l.paymentWeek)).toBe(true);
  });

  it('puts market prices on both sides of the price by more than 499', () => {
    const used = data.cars.filter((c) => c.autograb_data?.average_market_price && c.price > 0);
    expect(used.some((c) => c.price < c.autograb_data!.average_market_price! - 499)).toBe(true);
    expect(used.some((c) => c.price > c.autograb_data!.average_market_price! + 499)).toBe(true);
  });

  it('gives places opening hours with Mon–Fri runs and a different one, holiday hours, and reviews below 4', () => {
    const locations = data.dealers.flatMap((d) => d.locations);
    expect(data.dealers.find((d) => d.dealership.id === 101)!.locations.map((l) => l.location_type)).toEqual(['sales', 'service', 'parts']);
    expect(data.dealers.filter((d) => d.dealership.slug.startsWith('harbour')).flatMap((d) => d.locations)).toHaveLength(5);
    const weekdaysAlike = (l: (typeof locations)[number]) =>
      new Set(l.contact_detail.opening_hours.filter((h) => h.weekday >= 1 && h.weekday <= 5).map((h) => h.formated_hours)).size === 1;
    expect(locations.filter(weekdaysAlike).length).toBe(locations.length - 1);
    expect(locations.every((l) => l.contact_detail.special_hours.length > 0)).toBe(true);
    expect(data.reviews.some((r) => r.rating < 4)).toBe(true);
  });

  it('gives every place its licence or repairer number and reviews, and Easter hours that straddle daylight saving in 2026', () => {
    const locations = data.dealers.flatMap((d) => d.locations);
    expect(locations.filter((l) => !l.dealer_license_number && !l.motor_vehicle_repairer).map((l) => l.slug)).toEqual(['sunshine-coast-toyota-parts']);
    expect(locations.every((l) => data.reviews.some((r) => r.location_id === l.id))).toBe(true);
    expect([easterSunday(2025), easterSunday(2026), easterSunday(2027)]).toEqual(['2025-04-20', '2026-04-05', '2027-03-28']);
    const parramatta = generateDemoData({ cars: 0, now: new Date('2026-03-01T00:00:00Z') })
      .dealers.flatMap((d) => d.locations)
      .find((l) => l.slug === 'harbour-city-parramatta')!;
    expect(parramatta.contact_detail.special_hours.filter((h) => h.date.startsWith('2026-04')).map((h) => [h.date, h.status])).toEqual([
      ['2026-04-03', 'Closed'],
      ['2026-04-04', 'Open'],
      ['2026-04-05', 'Closed'],
      ['2026-04-06', 'Closed'],
    ]);
  });
});

describe(`seeding the database (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test.drop());

  it('stores exactly the generated data and reads it back as entities', async () => {
    expect(await isSeeded(test.db)).toBe(false);
    const seeded = await seedDemoData(test.db, { cars: 300, now: NOW });
    expect(await isSeeded(test.db)).toBe(true);
    const rows = await test.db.selectFrom('cars').selectAll().orderBy('id').execute();
    expect(rows.map(carFromRow)).toEqual(seeded.cars);
    const locations = await createLocationsRepository(test.db).forDealerships([101]);
    expect(locations.map((l) => l.id)).toEqual([1011, 1013, 1012]);
    expect(locations[0].contact_detail.opening_hours).toEqual(seeded.dealers[0].locations[0].contact_detail.opening_hours);
    expect(locations[0].reviews?.count).toBeGreaterThan(0);
  });
});
