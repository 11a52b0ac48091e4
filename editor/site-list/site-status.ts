import { DEFAULT_THEME } from '@mantine/core';
import type { SitesAnswer } from '../../schemas/api/editor';

type EditableSite = SitesAnswer['sites'][number];

export type SiteStatusTone = 'live' | 'changes' | 'quiet';

export interface SiteStatusBadge {
  label: string;
  tone: SiteStatusTone;
}

const colours = DEFAULT_THEME.colors;

/**
 * The badges' text and background, from the editor's own palette. Each pair
 * reads at WCAG AA (4.5:1) or better, which site-status.test.ts works out.
 */
export const SITE_STATUS_COLOURS: Readonly<Record<SiteStatusTone, { color: string; background: string }>> = {
  live: { color: colours.teal[9], background: colours.teal[0] },
  changes: { color: colours.blue[9], background: colours.blue[0] },
  quiet: { color: colours.gray[8], background: colours.gray[1] },
};

/** What a marketer needs to know of a site at a glance: whether shoppers see it, and whether there is work they do not see yet. */
export function siteStatusBadges(site: Pick<EditableSite, 'publishedVersion' | 'unpublishedChanges'>): SiteStatusBadge[] {
  const badges: SiteStatusBadge[] = [site.publishedVersion === null ? { label: 'Not live yet', tone: 'quiet' } : { label: 'Live', tone: 'live' }];
  if (site.unpublishedChanges) badges.push({ label: 'Unpublished changes', tone: 'changes' });
  return badges;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const relative = new Intl.RelativeTimeFormat('en-AU', { numeric: 'auto' });

/** "3 hours ago", "yesterday", "on 2 March 2026": how long ago, as a person says it. */
export function howLongAgo(at: string, now: Date): string {
  const elapsed = now.getTime() - new Date(at).getTime();
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return relative.format(-Math.floor(elapsed / DAY), 'day');
  return `on ${new Date(at).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric' })}`;
}

/** "Last edited 3 hours ago by Sunny Marketer"; without a name when the change came from the dealer's configuration file. */
export function lastEditedWords(lastEdited: EditableSite['lastEdited'], now: Date): string {
  return `Last edited ${howLongAgo(lastEdited.at, now)}${lastEdited.by ? ` by ${lastEdited.by}` : ''}`;
}
