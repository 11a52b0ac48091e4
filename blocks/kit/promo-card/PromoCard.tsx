import { Button, Paper, Stack, Text, Title } from '../../../runtime/render/ui';
import type { SiteContext } from '../../../runtime/block-types';
import { pictureSources } from '../../../runtime/render/picture-sources';
import { siteLink } from '../site-links/site-link';

/** What a promo card shows: a promo card block's own words, or one of the site's promotions. */
export interface PromoCardContent {
  title: string;
  text: string;
  image?: { url: string; alt: string };
  href?: string;
  cta: string;
}

/** A card is a column of a grid on a desktop and the page's width on a phone. */
const CARD_SIZES = '(min-width: 62em) 33vw, 100vw';

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
        <img
          {...pictureSources(site, content.image.url, CARD_SIZES, 960)}
          alt={content.image.alt}
          loading="lazy"
          style={{ display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' }}
        />
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
