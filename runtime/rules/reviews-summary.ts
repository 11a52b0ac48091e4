import type { Review, ReviewRating, ReviewsSummary } from '../../schemas/entities/review';
import { madeOnFirstUse, SITE_LOCALE } from './formatters';

/**
 * Spec (detail, finance, forms, locations):
 * §5 "Reviews: minimum rating 4 to show; Google reviews full quantity 12."
 * §3 "Reviews summary: reviews list (id, customer_name, text, rating, review
 * date, time-ago words, image), count, average_rating as a string."
 * §2 a location's rating box links to #reviews: the summary is that anchor.
 *
 * Readings the spec leaves open:
 * - The count and average are over every review, the ones below 4 included:
 *   leaving them out of the shown list must not flatter the rating.
 * - The average reads to one decimal, as review sites show it: "4.6".
 * - Time-ago words are the browser-standard relative time in Australian
 *   English ("yesterday", "3 weeks ago", "last month"), counting a month as
 *   30 days and a year as 365; a date ahead of the clock reads "now".
 */
export const MIN_SHOWN_REVIEW_RATING = 4;
export const SHOWN_REVIEWS_LIMIT = 12;
export const REVIEWS_ANCHOR = 'reviews';
export const MAX_REVIEW_RATING = 5;

const DAY_SECONDS = 86_400;
const TIME_AGO_UNITS: readonly (readonly [Intl.RelativeTimeFormatUnit, number])[] = [
  ['year', 365 * DAY_SECONDS],
  ['month', 30 * DAY_SECONDS],
  ['week', 7 * DAY_SECONDS],
  ['day', DAY_SECONDS],
  ['hour', 3600],
  ['minute', 60],
];
const relativeTime = madeOnFirstUse(() => new Intl.RelativeTimeFormat(SITE_LOCALE, { numeric: 'auto' }));

/** How long before `now` a review was written, in words. */
export function timeAgoWords(written: Date | string, now: Date): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - new Date(written).getTime()) / 1000));
  for (const [unit, size] of TIME_AGO_UNITS) {
    if (seconds >= size) return relativeTime().format(-Math.floor(seconds / size), unit);
  }
  return relativeTime().format(0, 'second');
}

/** The average as the spec's string: out of 5, one decimal. */
export function averageRatingText(average: number): string {
  const held = Number.isFinite(average) ? Math.min(MAX_REVIEW_RATING, Math.max(0, average)) : 0;
  return held.toFixed(1);
}

/** The reviews to show: rated 4 and up, in the order given (newest first), at most `limit` of the 12. */
export function shownReviews<R extends Pick<Review, 'rating'>>(reviews: readonly R[], limit: number = SHOWN_REVIEWS_LIMIT): R[] {
  const most = Math.min(SHOWN_REVIEWS_LIMIT, Math.max(0, Math.floor(limit)));
  return reviews.filter((review) => review.rating >= MIN_SHOWN_REVIEW_RATING).slice(0, most);
}

export interface ReviewsSummaryInput {
  /** Newest first. */
  reviews: readonly Review[];
  rating: ReviewRating;
  now: Date;
  limit?: number;
}

export function reviewsSummary({ reviews, rating, now, limit }: ReviewsSummaryInput): ReviewsSummary {
  return {
    reviews: shownReviews(reviews, limit).map((review) => ({ ...review, time_ago: timeAgoWords(review.review_date, now) })),
    count: rating.review_count,
    average_rating: averageRatingText(rating.average_rating),
  };
}
