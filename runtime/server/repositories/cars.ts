import { type Kysely, type Selectable, sql } from 'kysely';
import type { Car } from '../../../schemas/entities/car';
import { CAR_CARD_FIELDS, type CarCard, carCardSchema } from '../../../schemas/entities/car-card';
import type { SiteScope } from '../../data-access';
import { withoutNulls } from '../db/entity-columns';
import type { CarsTable, Database } from '../db/types';
import { timestampToIso } from '../db/value-parsers';
import type { LeadVehicle } from '../leads/delivered-lead';
import { whereIncludedInSearch } from './car-inclusion';
import { reservedOnline } from './reservations';

/** A car row with whether a shopper's reservation holds it right now (reservedOnline). */
export type CarRow = Selectable<CarsTable> & { reserved_online?: boolean | null };

/** Selects, beside the car's columns, whether a reservation online holds it now: read with every car, so a hold shows at once and a lapsed one is gone at once. */
export const RESERVED_ONLINE = reservedOnline('cars.id').as('reserved_online');

/**
 * A stored row as the Car entity: NULL columns become absent fields; the
 * search text stays inside. `reserved` is the feed's flag or a shopper's
 * hold online: the hold is never written to the cars row, whose every write
 * moves the stock version on (and a feed import would overwrite it), and
 * which could not lapse by itself.
 */
export function carFromRow(row: CarRow): Car {
  const { search_text: _searchText, reserved_online: heldOnline, ...fields } = row;
  const car = withoutNulls(fields) as unknown as Car;
  return heldOnline ? { ...car, reserved: true } : car;
}

/**
 * The cars with these ids as their cards show them, in no particular order;
 * a car deleted meanwhile is left out. The feed's reserved flag only: search
 * adds holds online itself (search/held-cars.ts). Only the card's columns
 * are read: the photo lists, finance and specifications stay in the
 * database for the vehicle page.
 */
export async function carCardsByIds(db: Kysely<Database>, ids: readonly number[]): Promise<CarCard[]> {
  if (ids.length === 0) return [];
  // As one JSON text, not rows: PGlite hands rows over field by field, and a page's 21 cards of 40 columns cost twice as
  // long read that way (2.8 against 1.5 ms a search asked for the first time, on this machine kind; docs/benchmarks.md).
  const { rows } = await sql<{ cards: string }>`select coalesce(json_agg(card), '[]')::text as cards from (${db
    .selectFrom('cars')
    .select(CAR_CARD_FIELDS)
    .where('id', '=', sql<number>`any(${sql.val(ids)}::int[])`)}) as card`.execute(db);
  return (JSON.parse(rows[0]!.cards) as Record<string, unknown>[]).map(cardFromJson);
}

/** The card's date-time fields: JSON writes a timestamp as PostgreSQL does ("…+00:00"), rows as the entities do, in UTC ("…Z"). */
const CARD_TIMESTAMPS = CAR_CARD_FIELDS.filter((field) => (carCardSchema.properties[field] as { format?: string }).format === 'date-time');

function cardFromJson(fields: Record<string, unknown>): CarCard {
  for (const field of CARD_TIMESTAMPS) if (typeof fields[field] === 'string') fields[field] = timestampToIso(fields[field]);
  return withoutNulls(fields) as unknown as CarCard;
}

export function createCarsRepository(db: Kysely<Database>, clock: () => Date = () => new Date()) {
  const included = (scope: SiteScope) => whereIncludedInSearch(db.selectFrom('cars'), scope, clock());
  return {
    async listVisible(scope: SiteScope, options: { limit?: number; offset?: number } = {}): Promise<Car[]> {
      const rows = await included(scope)
        .selectAll()
        .select(RESERVED_ONLINE)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(options.limit ?? 21)
        .offset(options.offset ?? 0)
        .execute();
      return rows.map(carFromRow);
    },

    async listVisibleSlugs(scope: SiteScope): Promise<{ slug: string; updated_at: string }[]> {
      return included(scope).select(['slug', 'updated_at']).orderBy('id').execute();
    },

    async countVisible(scope: SiteScope): Promise<number> {
      const { count } = await included(scope)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    /** The dealership a car belongs to, whether or not it is on show: what a shopper's request about it is checked against. */
    async dealershipOf(carId: number): Promise<number | undefined> {
      const row = await db.selectFrom('cars').select('dealership_id').where('id', '=', carId).executeTakeFirst();
      return row?.dealership_id;
    },

    /** The car a lead is about, as its delivery describes it (delivered-lead.ts), whether or not it is on show; undefined once the car is gone. */
    async leadVehicleOf(carId: number): Promise<LeadVehicle | undefined> {
      const row = await db
        .selectFrom('cars')
        .select(['id', 'slug', 'name', 'year', 'make', 'model', 'badge', 'car_type', 'vin', 'stocknum', 'regplate', 'km', 'colour', 'price', 'body', 'trans', 'dealership_slug'])
        .where('id', '=', carId)
        .executeTakeFirst();
      return row && (withoutNulls(row) as LeadVehicle);
    },

    /** What a lead about a car files it by (spec detail §9 event ids), whether or not the car is on show; undefined when there is no such car. */
    async leadFactsOf(carId: number): Promise<Pick<Car, 'dealership_id' | 'car_type' | 'tag'> | undefined> {
      const row = await db.selectFrom('cars').select(['dealership_id', 'car_type', 'tag']).where('id', '=', carId).executeTakeFirst();
      return row && withoutNulls(row);
    },

    /** One car of the site, with its views counted on the site added to the feed's (migration 0008). */
    async bySlug(scope: SiteScope, slug: string): Promise<Car | undefined> {
      const found = await db
        .selectFrom('cars')
        .leftJoin('car_views', 'car_views.car_id', 'cars.id')
        .selectAll('cars')
        .select(RESERVED_ONLINE)
        .select('car_views.views as counted_views')
        .where('slug', '=', slug)
        .where('dealership_id', 'in', scope.dealershipIds.length ? [...scope.dealershipIds] : [-1])
        // A car the dealer keeps off its website has no page there, sold or not.
        .where('show_on_dealer_website', '=', true)
        .executeTakeFirst();
      if (!found) return undefined;
      const { counted_views: counted, ...row } = found;
      const car = carFromRow(row);
      return counted ? { ...car, views: (car.views ?? 0) + Number(counted) } : car;
    },

    /**
     * The cars of the site among `ids`, as they are now, in no particular
     * order: sold ones too, as long as the site still lists them (the vehicle
     * page's rule); ids of other sites' cars, or of cars gone, find nothing.
     */
    async byIds(scope: SiteScope, ids: readonly number[]): Promise<Car[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('cars')
        .selectAll()
        .select(RESERVED_ONLINE)
        .where('id', 'in', [...ids])
        .where('dealership_id', 'in', scope.dealershipIds.length ? [...scope.dealershipIds] : [-1])
        .where('show_on_dealer_website', '=', true)
        .execute();
      return rows.map(carFromRow);
    },

    async byId(scope: SiteScope, id: number): Promise<Car | undefined> {
      const row = await db
        .selectFrom('cars')
        .selectAll()
        .select(RESERVED_ONLINE)
        .where('id', '=', id)
        .where('dealership_id', 'in', scope.dealershipIds.length ? [...scope.dealershipIds] : [-1])
        .where('show_on_dealer_website', '=', true)
        .executeTakeFirst();
      return row ? carFromRow(row) : undefined;
    },
  };
}
