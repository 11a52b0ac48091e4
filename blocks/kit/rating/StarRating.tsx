import { useId } from 'react';
import { MAX_REVIEW_RATING } from '../../../runtime/rules/reviews-summary';

/** A five-pointed star in a 24 × 24 box, drawn from (x, 2). */
const starAt = (x: number) => `M${x} 2l2.94 6.26 6.86.83-5.05 4.73 1.3 6.79L${x} 17.27l-6.05 3.34 1.3-6.79L${x - 9.8} 9.09l6.86-.83z`;
/** The five stars side by side, 24 apart, as one path. */
const STARS_PATH = Array.from({ length: MAX_REVIEW_RATING }, (_, place) => starAt(12 + place * 24)).join('');
const EMPTY_STAR = 'var(--mantine-color-gray-4)';
const FILLED_STAR = '#e8a317';

/**
 * A rating out of 5 as stars, filled to the fraction (4.6 fills four and
 * three fifths): one path of five stars, its fill a gradient that turns from
 * filled to empty at the rating. One picture to assistive technology, named
 * by `label`. Six elements, not the 24 of a star per picture twice over: a
 * home page shows some forty ratings, and each element is the phone's work
 * to parse, hydrate, style and lay out.
 */
export function StarRating({ rating, label, size = 20 }: { rating: number; label: string; size?: number }) {
  const fill = useId();
  const filled = `${(Math.min(MAX_REVIEW_RATING, Math.max(0, rating)) / MAX_REVIEW_RATING) * 100}%`;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size * MAX_REVIEW_RATING}
      height={size}
      viewBox={`0 0 ${24 * MAX_REVIEW_RATING} 24`}
      style={{ display: 'block', flex: 'none' }}
      data-rating={rating}
    >
      <defs>
        <linearGradient id={fill}>
          <stop offset={filled} style={{ stopColor: FILLED_STAR }} />
          <stop offset={filled} style={{ stopColor: EMPTY_STAR }} />
        </linearGradient>
      </defs>
      <path d={STARS_PATH} fill={`url(#${fill})`} />
    </svg>
  );
}
