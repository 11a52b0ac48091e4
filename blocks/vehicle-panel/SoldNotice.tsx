import { Button, Paper, Text, Title } from '../../runtime/render/ui';

/** Spec (detail §4): a sold car shows SOLD with an offer to find a similar one. */
export function SoldNotice({
  headingId,
  heading,
  text,
  findSimilarLabel,
  findSimilarHref,
}: {
  headingId: string;
  heading: string;
  text: string;
  findSimilarLabel: string;
  findSimilarHref: string;
}) {
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md" radius="md" style={{ borderColor: 'var(--mantine-color-red-9)' }} data-sold-notice>
      <Title id={headingId} order={2} size="h3" c="red.9">
        {heading}
      </Title>
      <Text mt={4} mb="sm">
        {text}
      </Text>
      <Button component="a" href={findSimilarHref} fullWidth>
        {findSimilarLabel}
      </Button>
    </Paper>
  );
}
