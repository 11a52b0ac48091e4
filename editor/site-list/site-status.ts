import { DEFAULT_THEME } from '@mantine/core';
import { DEFAULT_TIME_ZONE } from '../../runtime/rules/state-time-zone';
import type { SitesAnswer } from '../../schemas/api/editor';
import { goLiveWords } from '../publishing/schedule-words';

type EditableSite = SitesAnswer['sites'][number];

export type SiteStatusTone = 'live' | 'changes' | 'quiet' | 'problem';

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
  problem: { color: colours.red[9], background: colours.red[0] },
};

/**
 * The site list is drawn on the server, which does not know the marketer's
 * clock: a scheduled time is said on the platform's default clock, zone
 * named ("AEDT"), as the preview banner says its link's end.
 */
const zoneName = (iso: string) =>
  new Intl.DateTimeFormat('en-AU', { timeZone: DEFAULT_TIME_ZONE, timeZoneName: 'short' }).formatToParts(new Date(iso)).find((part) => part.type === 'timeZoneName')?.value ?? '';

/** "Goes live Monday 30 November, 9:00 am AEDT", or that the one scheduled then did not. */
function scheduleBadge(schedule: NonNullable<EditableSite['schedule']>): SiteStatusBadge {
  const when = `${goLiveWords(schedule.publishAt, DEFAULT_TIME_ZONE)} ${zoneName(schedule.publishAt)}`;
  return schedule.status === 'waiting' ? { label: `Goes live ${when}`, tone: 'changes' } : { label: `Scheduled publish did not go live (${when})`, tone: 'problem' };
}

/**
 * What a marketer needs to know of a site at a glance: whether shoppers see
 * it, whether there is work they do not see yet, and a publish waiting for
 * its time (a promotion that starts on Monday) or one that failed at it.
 */
export function siteStatusBadges(site: Pick<EditableSite, 'publishedVersion' | 'unpublishedChanges' | 'schedule'>): SiteStatusBadge[] {
  const badges: SiteStatusBadge[] = [site.publishedVersion === null ? { label: 'Not live yet', tone: 'quiet' } : { label: 'Live', tone: 'live' }];
  if (site.unpublishedChanges) badges.push({ label: 'Unpublished changes', tone: 'changes' });
  if (site.schedule) badges.push(scheduleBadge(site.schedule));
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
