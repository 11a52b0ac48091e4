import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_SHOWN_REVIEW_RATING, SHOWN_REVIEWS_LIMIT } from '../../rules/reviews-summary';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { seedDemoData, type DemoData } from '../seed/seed';
import { createReviewsRepository } from './reviews';

const NOW = new Date('2026-11-22T00:00:00Z');
let test: TestDatabase;
let data: DemoData;

beforeAll(async () => {
  test = await createTestDatabase();
  data = await seedDemoData(test.db, { cars: 30, now: NOW });
});
afterAll(() => test.drop());

const HARBOUR = [201, 202, 203];
const ownReviews = (ids: readonly number[]) => data.reviews.filter((review) => ids.includes(review.dealership_id));

describe(`reviews repository (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('spec detail §5: lists the dealerships’ reviews rated 4 and up, newest first, 12 at most', async () => {
    const reviews = await createReviewsRepository(test.db).forDealerships(HARBOUR, { minRating: MIN_SHOWN_REVIEW_RATING, limit: SHOWN_REVIEWS_LIMIT });
    expect(reviews).toHaveLength(12);
    expect(reviews.every((review) => review.rating >= 4 && HARBOUR.includes(review.dealership_id))).toBe(true);
    const dates = reviews.map((review) => review.review_date);
    expect(dates).toEqual([...dates].sort().reverse());
    const newest = ownReviews(HARBOUR)
      .filter((review) => review.rating >= 4)
      .sort((a, b) => b.review_date.localeCompare(a.review_date) || b.id - a.id)
      .slice(0, 12);
    expect(reviews.map((review) => review.id)).toEqual(newest.map((review) => review.id));
  });

  it('rates a dealership over every one of its reviews, the low ones included', async () => {
    const own = ownReviews([101]);
    const rating = await createReviewsRepository(test.db).ratingForDealerships([101]);
    expect(rating.review_count).toBe(own.length);
    expect(rating.average_rating).toBeCloseTo(own.reduce((sum, review) => sum + review.rating, 0) / own.length, 2);
  });

  it("rates a dealer group by every dealership's reviews together", async () => {
    const own = ownReviews(HARBOUR);
    const rating = await createReviewsRepository(test.db).ratingForDealerships(HARBOUR);
    expect(rating.review_count).toBe(own.length);
    expect(rating.average_rating).toBeCloseTo(own.reduce((sum, review) => sum + review.rating, 0) / own.length, 1);
  });

  it('rates no dealership, or one without reviews, as 0 reviews averaging 0', async () => {
    const repository = createReviewsRepository(test.db);
    expect(await repository.ratingForDealerships([])).toEqual({ review_count: 0, average_rating: 0 });
    expect(await repository.ratingForDealerships([999])).toEqual({ review_count: 0, average_rating: 0 });
  });
});
