import type { Kysely } from 'kysely';
import type { Review } from '../../../schemas/entities/review';
import { withoutNulls } from '../db/entity-columns';
import type { Database } from '../db/types';

export function createReviewsRepository(db: Kysely<Database>) {
  return {
    /** Newest first; `minRating` leaves out lower ratings (the spec shows reviews rated 4 and up). */
    async forDealerships(dealershipIds: readonly number[], options: { minRating?: number; limit?: number } = {}): Promise<Review[]> {
      if (dealershipIds.length === 0) return [];
      const rows = await db
        .selectFrom('reviews')
        .selectAll()
        .where('dealership_id', 'in', [...dealershipIds])
        .where('rating', '>=', options.minRating ?? 1)
        .orderBy('review_date', 'desc')
        .orderBy('id', 'desc')
        .limit(options.limit ?? 50)
        .execute();
      return rows.map((row) => withoutNulls(row) as Review);
    },
  };
}
