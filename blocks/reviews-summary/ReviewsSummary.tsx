import { Box, Group, Paper, SimpleGrid, Stack, Text, Title } from '../../runtime/render/ui';
import type { BlockRenderInput } from '../../runtime/block-types';
import { EditorNote } from '../../runtime/render/EditorNote';
import { REVIEWS_ANCHOR } from '../../runtime/rules/reviews-summary';
import { StarRating } from '../kit/rating/StarRating';
import type { ReviewsSummaryData } from './load';
import { reviewerInitials } from './reviewer-initials';
import type { ReviewsSummaryProps } from './schema';

export const NO_REVIEWS_NOTE = 'This dealer has no reviews yet, so shoppers see nothing here.';

const reviewsText = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;
const ratedText = (rating: string | number) => `Rated ${rating} out of 5`;

/*
 * Beside each review, the reviewer's picture or, without one, their
 * initials in a circle (reviews-summary.css): one element, where Mantine's
 * Avatar was a client component drawing a 1.2 kB placeholder icon, twelve
 * times on a dealer's home.
 */

/**
 * Spec detail §2 "reviews summary with star rating", §3 its fields, §5 the
 * reviews shown: the rating over every review, then the latest rated 4 and
 * up. The section is the page's #reviews, where a location's rating box
 * links to.
 */
export function ReviewsSummary({ id, props, data, site }: BlockRenderInput<ReviewsSummaryProps, ReviewsSummaryData>) {
  const { summary } = data;
  if (summary.count === 0 && summary.reviews.length === 0) return <EditorNote site={site}>{NO_REVIEWS_NOTE}</EditorNote>;
  const headingId = `${id}-heading`;
  const nameOrder = (props.headingLevel + 1) as 3 | 4;
  return (
    <Box component="section" id={REVIEWS_ANCHOR} aria-labelledby={headingId} py="xl" px="md" maw={1320} mx="auto">
      <Stack gap="md">
        <Title id={headingId} order={props.headingLevel}>
          {props.heading}
        </Title>
        <Group gap="sm" align="center">
          <Text fz={36} fw={700} lh={1} aria-hidden="true">
            {summary.average_rating}
          </Text>
          <Stack gap={2}>
            <StarRating rating={Number(summary.average_rating)} label={ratedText(summary.average_rating)} />
            <Text fz="sm">{`Based on ${reviewsText(summary.count)}`}</Text>
          </Stack>
        </Group>
        {summary.reviews.length > 0 && (
          <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" m={0} p={0} style={{ listStyle: 'none' }}>
            {summary.reviews.map((review) => {
              const nameId = `${id}-review-${review.id}`;
              return (
                <li key={review.id}>
                  <Paper component="article" aria-labelledby={nameId} withBorder radius="md" p="md" h="100%">
                    <Group gap="sm" wrap="nowrap" mb="xs">
                      {review.image ? (
                        <img src={review.image} alt="" width={38} height={38} loading="lazy" decoding="async" className="reviewer-mark" />
                      ) : (
                        <span className="reviewer-mark" aria-hidden="true">
                          {reviewerInitials(review.customer_name)}
                        </span>
                      )}
                      <div>
                        <Title id={nameId} order={nameOrder} fz="md">
                          {review.customer_name}
                        </Title>
                        <Text fz="sm">
                          <time dateTime={review.review_date}>{review.time_ago}</time>
                        </Text>
                      </div>
                    </Group>
                    <StarRating rating={review.rating} label={ratedText(review.rating)} size={16} />
                    {review.text && (
                      <Text mt="xs" style={{ whiteSpace: 'pre-line' }}>
                        {review.text}
                      </Text>
                    )}
                  </Paper>
                </li>
              );
            })}
          </SimpleGrid>
        )}
      </Stack>
    </Box>
  );
}
