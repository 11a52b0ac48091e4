import type { CSSProperties } from 'react';
import { MAX_REVIEW_RATING } from '../../../runtime/rules/reviews-summary';

/** The class star-rating.css styles. */
export const STAR_RATING_CLASS = 'star-rating';

/** How much of the five stars a rating fills, as a percentage: a rating outside 0 to 5 is held at its end. */
function filledShare(rating: number): string {
  return `${(Math.min(MAX_REVIEW_RATING, Math.max(0, rating)) / MAX_REVIEW_RATING) * 100}%`;
}

/**
 * A rating out of 5 as stars, filled to the fraction (4.6 fills four and
 * three fifths). One picture to assistive technology, named by `label`, and
 * one element on the page (star-rating.css draws the stars): a home page
 * shows a rating for each review and each location, and each element is the
 * phone's work to parse, hydrate, style and lay out.
 */
export function StarRating({ rating, label, size = 20 }: { rating: number; label: string; size?: number }) {
  const style = { width: size * MAX_REVIEW_RATING, height: size, '--star-rating-filled': filledShare(rating) } as CSSProperties;
  return <span role="img" aria-label={label} className={STAR_RATING_CLASS} style={style} data-rating={rating} />;
}
