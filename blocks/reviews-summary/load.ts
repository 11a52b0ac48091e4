import type { LoadContext } from '../../runtime/block-types';
import { MIN_SHOWN_REVIEW_RATING, reviewsSummary } from '../../runtime/rules/reviews-summary';
import type { ReviewsSummary } from '../../schemas/entities/review';
import type { ReviewsSummaryProps } from './schema';

export interface ReviewsSummaryData {
  summary: ReviewsSummary;
}

/** The rating over all the site's dealerships' reviews, and their latest reviews rated 4 and up. */
export async function loadReviewsSummary(props: ReviewsSummaryProps, ctx: LoadContext): Promise<ReviewsSummaryData> {
  const { dealershipIds } = ctx.site.document.dealer;
  const [reviews, rating] = await Promise.all([
    ctx.data.reviews.forDealerships(dealershipIds, { minRating: MIN_SHOWN_REVIEW_RATING, limit: props.limit }),
    ctx.data.reviews.ratingForDealerships(dealershipIds),
  ]);
  return { summary: reviewsSummary({ reviews, rating, now: ctx.site.now, limit: props.limit }) };
}
