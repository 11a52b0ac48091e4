import type { Kysely } from 'kysely';
import type { WatchlistAnswer } from '../../../schemas/api/watchlist';
import type { Database } from '../db/types';

/** One car on one shopper's watchlist of one dealer site. */
export interface WatchlistEntry {
  userId: string;
  dealerSlug: string;
  carId: number;
}

/** A saved car as the watchlist lists it: enough for a card's link and picture. */
export type WatchedCar = WatchlistAnswer['items'][number];

/** Shoppers' saved cars, per dealer site: a shopper's list on one site is not their list on another. */
export function createWatchlistRepository(db: Kysely<Database>) {
  return {
    /** Saving a car already saved changes nothing (a double tap, two tabs). */
    async add(entry: WatchlistEntry): Promise<void> {
      await db
        .insertInto('watchlist')
        .values({ user_id: entry.userId, dealer_slug: entry.dealerSlug, car_id: entry.carId })
        .onConflict((conflict) => conflict.columns(['user_id', 'dealer_slug', 'car_id']).doNothing())
        .execute();
    },

    async remove(entry: WatchlistEntry): Promise<void> {
      await db.deleteFrom('watchlist').where('user_id', '=', entry.userId).where('dealer_slug', '=', entry.dealerSlug).where('car_id', '=', entry.carId).execute();
    },

    /** The shopper's saved cars on this site, newest saved first. */
    async list(userId: string, dealerSlug: string): Promise<WatchedCar[]> {
      return db
        .selectFrom('watchlist')
        .innerJoin('cars', 'cars.id', 'watchlist.car_id')
        .select(['cars.id', 'cars.name', 'cars.slug', 'cars.primary_image_url'])
        .where('watchlist.user_id', '=', userId)
        .where('watchlist.dealer_slug', '=', dealerSlug)
        .orderBy('watchlist.created_at', 'desc')
        .orderBy('cars.id')
        .execute();
    },
  };
}
