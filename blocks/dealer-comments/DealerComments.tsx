import { Box, Stack, Text, Title } from '../../runtime/render/ui';
import type { BlockRenderInput } from '../../runtime/block-types';
import { DEALER_COMMENTS_PENDING_TEXT, dealerCommentParagraphs, dealerCommentsPreview } from '../../runtime/rules/dealer-comments';
import { NoCarNote } from '../kit/vehicle/NoCarNote';
import { ShowMore } from '../kit/vehicle/islands.client';
import { DEALER_COMMENTS_LABEL, type DealerCommentsProps } from './schema';

function Paragraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <Stack gap="sm">
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs may repeat word for word; their place tells them apart, and the list never reorders.
        <Text key={index} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {paragraph}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * The car's dealer comments, a paragraph for each part between vertical
 * bars: the first 400 characters, then Show more; the dealer's pending
 * message when there are none (rules in runtime/rules/dealer-comments.ts).
 */
export function DealerComments({ id, props, site }: BlockRenderInput<DealerCommentsProps, undefined>) {
  const car = site.car;
  if (!car) return <NoCarNote site={site} label={DEALER_COMMENTS_LABEL} />;
  const paragraphs = dealerCommentParagraphs(car.dealercomments);
  const preview = dealerCommentsPreview(paragraphs);
  const headingId = `${id}-heading`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Title order={props.headingLevel} id={headingId} mb="sm">
        {props.heading}
      </Title>
      {paragraphs.length === 0 ? (
        <Text c="gray.7">{site.document.texts.dealerCommentsPending ?? DEALER_COMMENTS_PENDING_TEXT}</Text>
      ) : preview ? (
        <ShowMore id={id} preview={<Paragraphs paragraphs={preview} />} showText={props.showMoreText} hideText={props.showLessText}>
          <Paragraphs paragraphs={paragraphs} />
        </ShowMore>
      ) : (
        <Paragraphs paragraphs={paragraphs} />
      )}
    </Box>
  );
}
