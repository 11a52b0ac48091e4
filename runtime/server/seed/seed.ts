import { sql, type Kysely } from 'kysely';
import type { Car } from '../../../schemas/entities/car';
import type { Location } from '../../../schemas/entities/location';
import type { Review } from '../../../schemas/entities/review';
import type { Database } from '../db/types';
import { insertCars } from '../repositories/car-import';
import { demoCar } from './demo-cars';
import { demoDealerships, type DemoDealership } from './demo-dealers';
import { demoReviews } from './demo-reviews';
import { SeededRandom } from './random';

/** The seed every demo starts from; change it and every screenshot changes. */
export const DEMO_SEED = 20_261_122;
/** Review rows per INSERT. */
const INSERT_BATCH = 500;

export interface DemoData {
  dealers: DemoDealership[];
  cars: Car[];
  reviews: Review[];
}

/**
 * The demo dealers' stock, places and reviews. Deterministic: the same
 * count, seed and `now` give the same data; ages (new arrivals, sold dates)
 * are relative to `now`.
 */
export function generateDemoData({ cars: carCount, now, seed = DEMO_SEED }: { cars: number; now: Date; seed?: number }): DemoData {
  const random = new SeededRandom(seed);
  const dealers = demoDealerships(now.getUTCFullYear());
  const cars: Car[] = [];
  let assigned = 0;
  dealers.forEach((dealer, index) => {
    const share = index === dealers.length - 1 ? carCount - assigned : Math.round(carCount * dealer.stockShare);
    assigned += share;
    for (let i = 0; i < share; i++) cars.push(demoCar({ id: cars.length + 1, dealer, now, random }));
  });
  const reviews: Review[] = [];
  for (const dealer of dealers) reviews.push(...demoReviews(dealer, reviews.length + 1, now, random));
  return { dealers, cars, reviews };
}

export async function isSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('dealerships').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

function locationColumns(location: DemoDealership['locations'][number], reviews: readonly Review[]) {
  const own = reviews.filter((r) => r.location_id === location.id);
  const { contact_detail, ...fields } = location as Location;
  return {
    ...fields,
    location_subtype: fields.location_subtype ? JSON.stringify(fields.location_subtype) : null,
    manufacturers: fields.manufacturers ? JSON.stringify(fields.manufacturers) : null,
    address: JSON.stringify(fields.address),
    image: fields.image ? JSON.stringify(fields.image) : null,
    distribution_locations: fields.distribution_locations ? JSON.stringify(fields.distribution_locations) : null,
    dealer_license_number: fields.dealer_license_number ?? null,
    motor_vehicle_repairer: fields.motor_vehicle_repairer ?? null,
    phone: contact_detail.phone ?? null,
    landline_phone: contact_detail.landline_phone ?? null,
    opening_hours: JSON.stringify(contact_detail.opening_hours),
    special_hours: JSON.stringify(contact_detail.special_hours),
    average_rating: own.length ? Math.round((own.reduce((sum, r) => sum + r.rating, 0) / own.length) * 100) / 100 : null,
    review_count: own.length,
  };
}

/** Writes the demo data in one transaction, so a failed seed leaves an empty database to try again. */
export async function seedDemoData(db: Kysely<Database>, options: { cars: number; now: Date; seed?: number }): Promise<DemoData> {
  const data = generateDemoData(options);
  await db.transaction().execute(async (trx) => {
    for (const dealer of data.dealers) {
      const own = data.reviews.filter((r) => r.dealership_id === dealer.dealership.id);
      const average = own.length ? Math.round((own.reduce((sum, r) => sum + r.rating, 0) / own.length) * 100) / 100 : 0;
      await trx
        .insertInto('dealerships')
        .values({ ...dealer.dealership, average_rating: average, review_count: own.length })
        .execute();
      await trx
        .insertInto('locations')
        .values(dealer.locations.map((l) => locationColumns(l, data.reviews)) as never)
        .execute();
    }
    await insertCars(trx, data.cars);
    for (let i = 0; i < data.reviews.length; i += INSERT_BATCH) {
      await trx
        .insertInto('reviews')
        .values(data.reviews.slice(i, i + INSERT_BATCH).map((r) => ({ image: null, location_id: null, ...r })))
        .execute();
    }
    await sql`analyze`.execute(trx);
  });
  return data;
}
