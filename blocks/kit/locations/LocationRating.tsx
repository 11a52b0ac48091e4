import { Anchor, Group, Text } from '../../../runtime/render/ui';
import { averageRatingText } from '../../../runtime/rules/reviews-summary';
import { StarRating } from '../rating/StarRating';

/** "Rated 4.6 out of 5 from 23 reviews": what the stars say, for a screen reader. */
export function ratingWords(rating: number, count: number): string {
  return `Rated ${averageRatingText(rating)} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`;
}

interface LocationRatingProps {
  rating: number;
  count: number;
  /** Where the rating leads (the page's #reviews); without it the rating is not a link. */
  href?: string;
}

/**
 * Spec (detail §2 "Locations"): a location's star rating: the stars filled
 * to its average, the average and the number of reviews. Nothing without
 * reviews.
 */
export function LocationRating({ rating, count, href }: LocationRatingProps) {
  if (count <= 0) return null;
  const words = ratingWords(rating, count);
  const shown = (
    <Group gap="xs" wrap="nowrap">
      <StarRating rating={rating} label={words} size={18} />
      <Text span fw={700} size="sm" aria-hidden="true">
        {averageRatingText(rating)}
      </Text>
      <Text span size="sm" aria-hidden="true">{`(${count} ${count === 1 ? 'review' : 'reviews'})`}</Text>
    </Group>
  );
  return href ? (
    <Anchor href={href} aria-label={`${words}: read the reviews`} underline="hover" c="inherit" w="fit-content">
      {shown}
    </Anchor>
  ) : (
    shown
  );
}
