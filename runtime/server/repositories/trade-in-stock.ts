import { sql, type Kysely } from 'kysely';
import type { StockPrice } from '../../rules/comparable-stock-valuation';
import { COMPARABLE_YEAR_SPAN } from '../../rules/comparable-stock-valuation';
import type { Database } from '../db/types';

/** What a dealer's own record of a car says about it, as a rego lookup answers. */
export interface StockVehicle {
  make: string;
  model: string;
  year: number;
  badge: string | null;
  body: string | null;
  colour: string | null;
  fuel: string | null;
  transmission: string | null;
}

const dealerships = (ids: readonly number[]) => (ids.length ? [...ids] : [-1]);

/** The dealer's stock as the local trade-in providers read it: offline, from the cars table. */
export function createTradeInStockRepository(db: Kysely<Database>) {
  return {
    /**
     * Prices of the site's used and demo cars of one make and model within
     * the comparable years, sold ones included (what a car sold for is
     * evidence too). New cars are left out: a drive-away price is not what
     * a used one sells for.
     */
    async comparablePrices(dealershipIds: readonly number[], car: { make: string; model: string; year: number }): Promise<StockPrice[]> {
      return db
        .selectFrom('cars')
        .select(['make', 'model', 'year', 'km', 'price'])
        .where('dealership_id', 'in', dealerships(dealershipIds))
        .where('car_type', 'in', ['used', 'demo'])
        .where('price', '>', 0)
        .where(sql<string>`lower(make)`, '=', car.make.trim().toLowerCase())
        .where(sql<string>`lower(model)`, '=', car.model.trim().toLowerCase())
        .where('year', '>=', car.year - COMPARABLE_YEAR_SPAN)
        .where('year', '<=', car.year + COMPARABLE_YEAR_SPAN)
        .execute();
    },

    /** A car of the site whose plate (spaces left out, any case) and state are these: the dealer's own record of it. */
    async byRegplate(dealershipIds: readonly number[], rego: string, state: string): Promise<StockVehicle | undefined> {
      return db
        .selectFrom('cars')
        .select(['make', 'model', 'year', 'badge', 'body', 'colour', 'simple_fuel as fuel', 'simple_transmission as transmission'])
        .where('dealership_id', 'in', dealerships(dealershipIds))
        .where(sql<string>`upper(replace(regplate, ' ', ''))`, '=', rego)
        .where((eb) => eb.or([eb('state', 'is', null), eb(sql<string>`upper(state)`, '=', state)]))
        .orderBy('id')
        .executeTakeFirst();
    },
  };
}
