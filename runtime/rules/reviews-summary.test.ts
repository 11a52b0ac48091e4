import { describe, expect, it } from 'vitest';
import { ajv } from '../../schemas/ajv';
import { type Review, reviewsSummarySchema } from '../../schemas/entities/review';
import { averageRatingText, MIN_SHOWN_REVIEW_RATING, REVIEWS_ANCHOR, reviewsSummary, SHOWN_REVIEWS_LIMIT, shownReviews, timeAgoWords } from './reviews-summary';

const NOW = new Date('2026-06-15T02:00:00.000Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();

function review(id: number, rating: number, written = hoursAgo(id)): Review {
  return { id, customer_name: `Shopper ${id}`, text: 'Great service.', rating, review_date: written, dealership_id: 101 };
}

describe('spec detail §5: reviews of minimum rating 4 are shown; Google reviews full quantity 12', () => {
  it('shows 4 and 5 star reviews and leaves out 3 and below', () => {
    expect(MIN_SHOWN_REVIEW_RATING).toBe(4);
    const shown = shownReviews([review(1, 5), review(2, 3), review(3, 4), review(4, 1), review(5, 2)]);
    expect(shown.map((r) => r.id)).toEqual([1, 3]);
  });

  it('shows at most 12, keeping the order given (newest first)', () => {
    expect(SHOWN_REVIEWS_LIMIT).toBe(12);
    const many = Array.from({ length: 20 }, (_, i) => review(i + 1, 5));
    expect(shownReviews(many).map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('shows fewer when the block asks for fewer, never more than 12', () => {
    const many = Array.from({ length: 20 }, (_, i) => review(i + 1, 4));
    expect(shownReviews(many, 3)).toHaveLength(3);
    expect(shownReviews(many, 50)).toHaveLength(12);
  });
});

describe('spec detail §3: the reviews summary carries count and average_rating as a string', () => {
  it('writes the average to one decimal, out of 5', () => {
    expect(averageRatingText(4.56)).toBe('4.6');
    expect(averageRatingText(4.5)).toBe('4.5');
    expect(averageRatingText(5)).toBe('5.0');
    expect(averageRatingText(0)).toBe('0.0');
    expect(averageRatingText(7)).toBe('5.0');
    expect(averageRatingText(Number.NaN)).toBe('0.0');
  });

  it('counts every review in the rating, the low ones too, and gives each shown review its time-ago words', () => {
    const summary = reviewsSummary({
      reviews: [review(1, 5, hoursAgo(30)), review(2, 3, hoursAgo(50)), review(3, 4, hoursAgo(24 * 40))],
      rating: { review_count: 57, average_rating: 4.42 },
      now: NOW,
    });
    expect(summary.count).toBe(57);
    expect(summary.average_rating).toBe('4.4');
    expect(summary.reviews.map((r) => [r.id, r.time_ago])).toEqual([
      [1, 'yesterday'],
      [3, 'last month'],
    ]);
    expect(ajv.validate(reviewsSummarySchema, summary)).toBe(true);
  });

  it('is the #reviews anchor a location’s rating box links to (spec detail §2)', () => {
    expect(REVIEWS_ANCHOR).toBe('reviews');
  });
});

describe('spec detail §3: time-ago words', () => {
  it('words minutes, hours, days, weeks, months and years before now', () => {
    expect(timeAgoWords(new Date(NOW.getTime() - 20_000), NOW)).toBe('now');
    expect(timeAgoWords(new Date(NOW.getTime() - 5 * 60_000), NOW)).toBe('5 minutes ago');
    expect(timeAgoWords(hoursAgo(3), NOW)).toBe('3 hours ago');
    expect(timeAgoWords(hoursAgo(24), NOW)).toBe('yesterday');
    expect(timeAgoWords(hoursAgo(24 * 3), NOW)).toBe('3 days ago');
    expect(timeAgoWords(hoursAgo(24 * 7), NOW)).toBe('last week');
    expect(timeAgoWords(hoursAgo(24 * 20), NOW)).toBe('2 weeks ago');
    expect(timeAgoWords(hoursAgo(24 * 30), NOW)).toBe('last month');
    expect(timeAgoWords(hoursAgo(24 * 200), NOW)).toBe('6 months ago');
    expect(timeAgoWords(hoursAgo(24 * 365), NOW)).toBe('last year');
    expect(timeAgoWords(hoursAgo(24 * 365 * 3), NOW)).toBe('3 years ago');
  });

  it('reads a date ahead of the clock as now', () => {
    expect(timeAgoWords(hoursAgo(-5), NOW)).toBe('now');
  });
});
