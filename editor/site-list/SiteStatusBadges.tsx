import { Badge, Text } from '@mantine/core';
import type { SitesAnswer } from '../../schemas/api/editor';
import { lastEditedWords, SITE_STATUS_COLOURS, siteStatusBadges } from './site-status';

/** A badge as long as a scheduled time wraps on a phone instead of being cut short. */
const WRAPPING = { root: { height: 'auto', maxWidth: '100%' }, label: { whiteSpace: 'normal', overflow: 'visible' } } as const;

interface SiteStatusBadgesProps {
  site: SitesAnswer['sites'][number];
  now: Date;
}

/**
 * A site's state in the site list: Live or Not live yet, Unpublished
 * changes, a scheduled publish, and who last edited it when. Sentence case, in colours that read
 * at AA: a badge is read, not only seen.
 */
export function SiteStatusBadges({ site, now }: SiteStatusBadgesProps) {
  return (
    <>
      {siteStatusBadges(site).map(({ label, tone }) => (
        <Badge
          key={label}
          variant="light"
          tt="none"
          fw={600}
          size="md"
          style={{ color: SITE_STATUS_COLOURS[tone].color, background: SITE_STATUS_COLOURS[tone].background }}
          styles={WRAPPING}
        >
          {label}
        </Badge>
      ))}
      <Text span size="sm" c="gray.7">
        {lastEditedWords(site.lastEdited, now)}
      </Text>
    </>
  );
}
