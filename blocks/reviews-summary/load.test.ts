import { describe, expect, it } from 'vitest';
import type { Review } from '../../schemas/entities/review';
import { fakeData } from '../kit/test-support/fake-data';
import { TEST_NOW, testSiteContext } from '../kit/test-support/site-context';
import { loadReviewsSummary } from './load';
import { reviewsSummaryDefaults } from './schema';

const daysAgo = (days: number) => new Date(new Date(TEST_NOW).getTime() - days * 86_400_000).toISOString();
const review = (id: number, rating: number, days: number): Review => ({
  id,
  customer_name: `Shopper ${id}`,
  text: 'Fine.',
  rating,
  review_date: daysAgo(days),
  dealership_id: 101,
});

describe('reviews summary loader', () => {
  it("spec detail §5: asks for the site's dealerships' reviews rated 4 and up, as many as the block shows, and their rating over every review", async () => {
    const data = fakeData({ rating: { review_count: 40, average_rating: 4.456 } });
    await loadReviewsSummary({ ...reviewsSummaryDefaults, limit: 6 }, { site: testSiteContext(), data });
    expect(data.reviews.forDealerships).toHaveBeenCalledWith([101, 102], { minRating: 4, limit: 6 });
    expect(data.reviews.ratingForDealerships).toHaveBeenCalledWith([101, 102]);
  });

  it('spec detail §3: gives the count, the average as a string and each review’s time-ago words', async () => {
    const data = fakeData({ reviews: [review(1, 5, 1), review(2, 3, 2), review(3, 4, 21)], rating: { review_count: 40, average_rating: 4.456 } });
    const { summary } = await loadReviewsSummary(reviewsSummaryDefaults, { site: testSiteContext(), data });
    expect(summary.count).toBe(40);
    expect(summary.average_rating).toBe('4.5');
    expect(summary.reviews.map((shown) => [shown.id, shown.time_ago])).toEqual([
      [1, 'yesterday'],
      [3, '3 weeks ago'],
    ]);
  });
});
