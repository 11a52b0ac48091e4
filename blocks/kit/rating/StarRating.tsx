import { Box } from '../../../runtime/render/ui';
import { MAX_REVIEW_RATING } from '../../../runtime/rules/reviews-summary';

/** A five-pointed star in a 24 × 24 box. */
const STAR_PATH = 'M12 2l2.94 6.26 6.86.83-5.05 4.73 1.3 6.79L12 17.27l-6.05 3.34 1.3-6.79L2.2 9.09l6.86-.83z';
const EMPTY_STAR = 'var(--mantine-color-gray-4)';
const FILLED_STAR = '#e8a317';
/** The stars' numbers, 1 to 5. */
const STARS = Array.from({ length: MAX_REVIEW_RATING }, (_, place) => place + 1);

function StarRow({ size, colour }: { size: number; colour: string }) {
  return (
    <span style={{ display: 'inline-flex', whiteSpace: 'nowrap' }}>
      {STARS.map((star) => (
        <svg key={star} width={size} height={size} viewBox="0 0 24 24" style={{ flex: 'none' }} aria-hidden="true" focusable="false">
          <path d={STAR_PATH} fill={colour} />
        </svg>
      ))}
    </span>
  );
}

/**
 * A rating out of 5 as stars, filled to the fraction (4.6 fills four and
 * three fifths): a full row drawn over an empty one and cut at the rating.
 * One picture to assistive technology, named by `label`.
 */
export function StarRating({ rating, label, size = 20 }: { rating: number; label: string; size?: number }) {
  const filled = (Math.min(MAX_REVIEW_RATING, Math.max(0, rating)) / MAX_REVIEW_RATING) * 100;
  return (
    <Box component="span" role="img" aria-label={label} pos="relative" display="inline-block" lh={0} data-rating={rating}>
      <StarRow size={size} colour={EMPTY_STAR} />
      <span style={{ position: 'absolute', insetBlock: 0, insetInlineStart: 0, width: `${filled}%`, overflow: 'hidden' }}>
        <StarRow size={size} colour={FILLED_STAR} />
      </span>
    </Box>
  );
}
