import { defineBlock } from '../../runtime/block-types';
import { loadReviewsSummary, type ReviewsSummaryData } from './load';
import { ReviewsSummary } from './ReviewsSummary';
import { reviewsSummaryDefaults, reviewsSummarySchema } from './schema';

export default defineBlock<typeof reviewsSummarySchema, ReviewsSummaryData>({
  type: 'reviews-summary',
  label: 'Reviews summary',
  category: 'content',
  description:
    "The dealer's star rating, average and number of reviews over all its dealerships, with the latest reviews rated 4 stars and up (12 at most) and how long ago each was written. It is the page's #reviews, where a location's rating links to; shows nothing while there are no reviews.",
  schema: reviewsSummarySchema,
  defaults: reviewsSummaryDefaults,
  load: loadReviewsSummary,
  component: ReviewsSummary,
});
