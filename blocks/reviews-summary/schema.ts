import type { FromSchema } from 'json-schema-to-ts';
import { SHOWN_REVIEWS_LIMIT } from '../../runtime/rules/reviews-summary';
import { defaultsOf } from '../../runtime/schema-defaults';
import { headingLevelField } from '../kit/fields/heading-level-field';

export const reviewsSummarySchema = {
  type: 'object',
  title: 'Reviews summary',
  description: "The dealer's star rating, average and number of reviews, with its latest reviews rated 4 stars and up.",
  additionalProperties: false,
  properties: {
    heading: { type: 'string', title: 'Heading', minLength: 1, maxLength: 120, default: 'What our customers say' },
    headingLevel: headingLevelField([2, 3], 2, "2 for a block of its own on the page, 3 inside a section with its own heading. Each reviewer's name is one level below."),
    /** Spec detail §5 "Google reviews full quantity 12": 12 unless the marketer asks for fewer. */
    limit: {
      type: 'integer',
      title: 'How many reviews',
      description: `The latest reviews rated 4 stars and up, at most ${SHOWN_REVIEWS_LIMIT}.`,
      minimum: 1,
      maximum: SHOWN_REVIEWS_LIMIT,
      default: SHOWN_REVIEWS_LIMIT,
    },
  },
} as const;

export type ReviewsSummaryProps = FromSchema<typeof reviewsSummarySchema>;

export const reviewsSummaryDefaults = defaultsOf(reviewsSummarySchema);
