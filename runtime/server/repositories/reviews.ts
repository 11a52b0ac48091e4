import { type Kysely, sql } from 'kysely';
import type { Review, ReviewRating } from '../../../schemas/entities/review';
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

    /**
     * The dealerships' rating over all their reviews, as each dealership's
     * record holds it (the review service's count and average, which may
     * count more reviews than are stored here): a group's average is weighted
     * by each dealership's count.
     */
    async ratingForDealerships(dealershipIds: readonly number[]): Promise<ReviewRating> {
      if (dealershipIds.length === 0) return { review_count: 0, average_rating: 0 };
      const row = await db
        .selectFrom('dealerships')
        .select([sql<number | null>`sum(review_count)`.as('review_count'), sql<number | null>`sum(average_rating * review_count)`.as('rating_total')])
        .where('id', 'in', [...dealershipIds])
        .executeTakeFirst();
      const count = Number(row?.review_count ?? 0);
      return { review_count: count, average_rating: count > 0 ? Number(row?.rating_total ?? 0) / count : 0 };
    },
  };
}
