import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';

/** Views counted on the site, kept beside the cars (migration 0008 says why). */
export function createCarViewsRepository(db: Kysely<Database>) {
  /** A car's views: the stock feed's count plus those counted on the site. */
  async function total(carId: number): Promise<number> {
    const row = await db
      .selectFrom('cars')
      .leftJoin('car_views', 'car_views.car_id', 'cars.id')
      .select(['cars.views as feed', 'car_views.views as counted'])
      .where('cars.id', '=', carId)
      .executeTakeFirst();
    return Number(row?.feed ?? 0) + Number(row?.counted ?? 0);
  }
  return {
    total,
    /** Counts one view of a car and returns its views now. */
    async count(carId: number): Promise<number> {
      await db
        .insertInto('car_views')
        .values({ car_id: carId, views: 1 })
        .onConflict((conflict) => conflict.column('car_id').doUpdateSet({ views: sql<number>`car_views.views + 1` }))
        .execute();
      return total(carId);
    },
  };
}
