import { Button } from '@mantine/core';
import { Paper, Stack, Text, Title } from '../../../runtime/render/ui';
import type { SiteContext } from '../../../runtime/block-types';
import { siteLink } from '../site-links/site-link';

/** What a promo card shows: a promo card block's own words, or one of the site's promotions. */
export interface PromoCardContent {
  title: string;
  text: string;
  image?: { url: string; alt: string };
  href?: string;
  cta: string;
}

/** An offer as a card, drawn the same by the promo card block and among the search results. */
export function PromoCard({ id, content, headingLevel, site }: { id: string; content: PromoCardContent; headingLevel: 2 | 3; site: SiteContext }) {
  const titleId = `${id}-title`;
  const link = content.href ? siteLink(site, content.href) : undefined;
  // The card keeps the page's own text colour, so it stays readable inside a dark or primary section.
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      h="100%"
      bg="var(--mantine-color-body)"
      c="var(--mantine-color-text)"
      style={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
    >
      {content.image && (
        <img src={content.image.url} alt={content.image.alt} loading="lazy" style={{ display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' }} />
      )}
      <Stack p="md" gap="sm" style={{ flex: 1 }}>
        <Title id={titleId} order={headingLevel} fz="lg">
          {content.title}
        </Title>
        {content.text && <Text>{content.text}</Text>}
        {link && (
          // The title describes the button, so "Find out more" says which offer it is about.
          <Button component="a" href={link.href} rel={link.rel} aria-describedby={titleId} mt="auto" style={{ alignSelf: 'flex-start' }}>
            {content.cta}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
