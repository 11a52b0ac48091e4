import type { FromSchema } from 'json-schema-to-ts';
import { pictureAddressSchema } from '../common';
import type { Dealership } from './dealership';

/** A customer's review of a dealership, shown in reviews summaries. */
export const reviewSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'customer_name', 'text', 'rating', 'review_date', 'dealership_id'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    customer_name: { type: 'string', minLength: 1 },
    text: { type: 'string' },
    rating: { type: 'integer', minimum: 1, maximum: 5 },
    review_date: { type: 'string', format: 'date-time' },
    image: { ...pictureAddressSchema, description: "The reviewer's picture." },
    dealership_id: { type: 'integer', minimum: 1 },
    location_id: { type: 'integer', minimum: 1 },
  },
} as const;

export type Review = FromSchema<typeof reviewSchema>;

/** A review as a reviews summary shows it: with how long ago it was written, in words. */
export const shownReviewSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...reviewSchema.required, 'time_ago'],
  properties: {
    ...reviewSchema.properties,
    time_ago: { type: 'string', minLength: 1, description: 'How long ago, in words: "3 weeks ago".' },
  },
} as const;

/**
 * The spec's reviews summary (detail §3: reviews list, count, average_rating
 * as a string): the reviews shown, and the rating over every review.
 */
export const reviewsSummarySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['reviews', 'count', 'average_rating'],
  properties: {
    reviews: { type: 'array', items: shownReviewSchema, description: 'The reviews shown: rated 4 and up, newest first.' },
    count: { type: 'integer', minimum: 0, description: 'How many reviews there are, whatever their rating.' },
    average_rating: { type: 'string', pattern: '^[0-5]\\.[0-9]$', description: 'The average over every review, out of 5 to one decimal: "4.6".' },
  },
} as const;

export type ShownReview = FromSchema<typeof shownReviewSchema>;
export type ReviewsSummary = FromSchema<typeof reviewsSummarySchema>;

/** A dealership's rating over all its reviews, or a dealer group's over all of theirs; 0 when there are none. */
export type ReviewRating = Pick<Dealership, 'average_rating' | 'review_count'>;
