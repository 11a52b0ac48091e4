import type { Kysely } from 'kysely';
import { seedDemoData, isSeeded } from '../seed/seed';
import { sharedDatabase } from './connection';
import { migrate } from './migrate';
import type { Database } from './types';

const shared = globalThis as typeof globalThis & { dealerSitesDatabaseReady?: Promise<Kysely<Database>> };

/** How many demo cars the first start creates; SEED_CARS overrides. */
export const DEFAULT_SEED_CARS = 1500;
export const MAX_SEED_CARS = 100_000;

export function seedCarCount(env: NodeJS.ProcessEnv = process.env): number {
  const wanted = env.SEED_CARS ? Number.parseInt(env.SEED_CARS, 10) : DEFAULT_SEED_CARS;
  if (!Number.isInteger(wanted) || wanted < 0 || wanted > MAX_SEED_CARS) {
    throw new Error(`SEED_CARS must be a whole number from 0 to ${MAX_SEED_CARS}; it is "${env.SEED_CARS}".`);
  }
  return wanted;
}

/**
 * The process's database, migrated, and seeded with the demo dealers on the
 * very first start (an empty dealerships table). Later starts keep the data.
 */
export function getDatabase(): Promise<Kysely<Database>> {
  shared.dealerSitesDatabaseReady ??= (async () => {
    const db = sharedDatabase();
    await migrate(db);
    if (!(await isSeeded(db))) await seedDemoData(db, { cars: seedCarCount(), now: new Date() });
    return db;
  })().catch((error: unknown) => {
    shared.dealerSitesDatabaseReady = undefined;
    throw error;
  });
  return shared.dealerSitesDatabaseReady;
}
