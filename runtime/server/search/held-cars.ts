import type { Kysely } from 'kysely';
import { ACTIVE_RESERVATION_STATUSES, type HoldFields, isHolding } from '../../rules/reservation-hold';
import type { Database } from '../db/types';

/**
 * The cars reserved online, for search: read again only when the
 * reservation version moves (migration 0018), and asked about each answer's
 * time (runtime/rules/reservation-hold.ts), so a hold shows in the next
 * search and a lapsed one is gone at once with no write. Reservations that
 * had already lapsed when read are left out: one never holds again without
 * a write, which moves the version.
 */
export interface HeldCars {
  version: number;
  holds: ReadonlyMap<number, HoldFields>;
}

async function readHeldCars(db: Kysely<Database>, version: number): Promise<HeldCars> {
  const now = new Date();
  const rows = await db.selectFrom('reservations').select(['car_id', 'status', 'held_until']).where('status', 'in', ACTIVE_RESERVATION_STATUSES).execute();
  const holds = new Map<number, HoldFields>();
  for (const row of rows) {
    const hold = { status: row.status, held_until: new Date(row.held_until) };
    if (isHolding(hold, now)) holds.set(row.car_id, hold);
  }
  return { version, holds };
}

/** Per database handle, on globalThis for the reason stock-index.ts gives. */
const held = globalThis as typeof globalThis & { dealerSitesHeldCars?: WeakMap<object, Promise<HeldCars>> };

/** The holds as of `version`: the ones read before while it stands, else read now (callers arriving meanwhile share the read). */
export async function heldCarsAt(db: Kysely<Database>, version: number): Promise<HeldCars> {
  held.dealerSitesHeldCars ??= new WeakMap();
  const known = await held.dealerSitesHeldCars.get(db)?.catch(() => undefined);
  if (known && known.version >= version) return known;
  const reading = readHeldCars(db, version);
  held.dealerSitesHeldCars.set(db, reading);
  reading.catch(() => {
    if (held.dealerSitesHeldCars?.get(db) === reading) held.dealerSitesHeldCars.delete(db);
  });
  return reading;
}

/** Whether a hold online keeps the car at `now`. */
export function isHeldAt(heldCars: HeldCars, carId: number, now: Date): boolean {
  const hold = heldCars.holds.get(carId);
  return hold !== undefined && isHolding(hold, now);
}
