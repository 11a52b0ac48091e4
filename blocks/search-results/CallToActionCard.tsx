import { Button, Paper, Stack, Text, Title } from '../../runtime/render/ui';

export interface CallToActionCardContent {
  heading: string;
  text?: string;
  label: string;
  href: string;
  rel?: 'noopener';
}

/** The contact card among the results (spec search §1: contact blocks among the results). */
export function CallToActionCard({ id, content, headingLevel }: { id: string; content: CallToActionCardContent; headingLevel: 2 | 3 }) {
  const titleId = `${id}-title`;
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      radius="md"
      h="100%"
      p="lg"
      bg="var(--mantine-primary-color-filled)"
      c="var(--mantine-primary-color-contrast)"
      data-card="call-to-action"
    >
      <Stack gap="sm" h="100%" justify="center">
        <Title id={titleId} order={headingLevel} fz="xl">
          {content.heading}
        </Title>
        {content.text && <Text>{content.text}</Text>}
        <Button component="a" href={content.href} rel={content.rel} variant="white" aria-describedby={titleId} style={{ alignSelf: 'flex-start' }}>
          {content.label}
        </Button>
      </Stack>
    </Paper>
  );
}
