import { Anchor, Box, Group, Text } from '@mantine/core';

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';
/** Gold on white: stars are read from the words beside them, so their colour carries no meaning alone. */
const STAR_GOLD = '#e8a200';
const STAR_GREY = '#ced4da';

function Stars({ colour }: { colour: string }) {
  return (
    <Group gap={2} wrap="nowrap">
      {[0, 1, 2, 3, 4].map((star) => (
        <svg key={star} aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24" style={{ flex: 'none' }}>
          <path d={STAR_PATH} fill={colour} />
        </svg>
      ))}
    </Group>
  );
}

/** "Rated 4.6 out of 5 from 23 reviews": what the stars say, for a screen reader. */
export function ratingWords(rating: number, count: number): string {
  return `Rated ${rating.toFixed(1)} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`;
}

interface StarRatingProps {
  rating: number;
  count: number;
  /** Where the rating leads (the page's #reviews); without it the rating is not a link. */
  href?: string;
}

/**
 * Spec (detail §2 "Locations"): a location's star rating: five stars filled
 * to the average, the average and the number of reviews. Nothing without
 * reviews.
 */
export function StarRating({ rating, count, href }: StarRatingProps) {
  if (count <= 0) return null;
  const filled = `${Math.max(0, Math.min(5, rating)) * 20}%`;
  const words = ratingWords(rating, count);
  const shown = (
    <Group gap="xs" wrap="nowrap" aria-hidden="true">
      <Box pos="relative" style={{ lineHeight: 0 }}>
        <Stars colour={STAR_GREY} />
        <Box pos="absolute" top={0} left={0} h="100%" w={filled} style={{ overflow: 'hidden' }}>
          <Stars colour={STAR_GOLD} />
        </Box>
      </Box>
      <Text span fw={700} size="sm">
        {rating.toFixed(1)}
      </Text>
      <Text span size="sm">{`(${count} ${count === 1 ? 'review' : 'reviews'})`}</Text>
    </Group>
  );
  return href ? (
    <Anchor href={href} aria-label={`${words}: read the reviews`} underline="hover" c="inherit" w="fit-content" data-rating={rating.toFixed(1)}>
      {shown}
    </Anchor>
  ) : (
    <Box role="img" aria-label={words} w="fit-content" data-rating={rating.toFixed(1)}>
      {shown}
    </Box>
  );
}
