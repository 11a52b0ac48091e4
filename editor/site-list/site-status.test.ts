import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio } from '../../runtime/render/contrast';
import { howLongAgo, lastEditedWords, SITE_STATUS_COLOURS, siteStatusBadges } from './site-status';

const now = new Date('2026-11-25T12:00:00Z');

describe('site list: editor text in dealer words', () => {
  it('says whether shoppers see the site and whether there is work they do not see yet, never a count of saves', () => {
    expect(siteStatusBadges({ publishedVersion: 4, unpublishedChanges: true, schedule: null }).map((badge) => badge.label)).toEqual(['Live', 'Unpublished changes']);
    expect(siteStatusBadges({ publishedVersion: 4, unpublishedChanges: false, schedule: null }).map((badge) => badge.label)).toEqual(['Live']);
    expect(siteStatusBadges({ publishedVersion: null, unpublishedChanges: true, schedule: null }).map((badge) => badge.label)).toEqual(['Not live yet', 'Unpublished changes']);
  });

  it('says when a scheduled publish goes live, on the named platform clock, and when one did not', () => {
    // 22:00 UTC on Sunday 29 November is 9:00 am on Monday in Sydney (AEDT, UTC+11).
    const waiting = siteStatusBadges({ publishedVersion: 4, unpublishedChanges: true, schedule: { publishAt: '2026-11-29T22:00:00.000Z', status: 'waiting' } });
    expect(waiting.at(-1)).toEqual({ label: 'Goes live Monday 30 November, 9:00 am AEDT', tone: 'changes' });
    const failed = siteStatusBadges({ publishedVersion: 4, unpublishedChanges: true, schedule: { publishAt: '2026-11-29T22:00:00.000Z', status: 'failed' } });
    expect(failed.at(-1)).toEqual({ label: 'Scheduled publish did not go live (Monday 30 November, 9:00 am AEDT)', tone: 'problem' });
  });

  it('says who last edited the site and how long ago, as a person says it', () => {
    expect(lastEditedWords({ at: '2026-11-25T09:00:00Z', by: 'Sunny Marketer' }, now)).toBe('Last edited 3 hours ago by Sunny Marketer');
    expect(lastEditedWords({ at: '2026-11-24T09:00:00Z', by: null }, now)).toBe('Last edited yesterday');
    expect(howLongAgo('2026-11-25T11:59:30Z', now)).toBe('just now');
    expect(howLongAgo('2026-11-25T11:15:00Z', now)).toBe('45 minutes ago');
    expect(howLongAgo('2026-03-02T09:00:00Z', now)).toBe('on 2 March 2026');
  });

  it.each(Object.entries(SITE_STATUS_COLOURS))('a %s badge reads at WCAG AA (4.5:1)', (_tone, { color, background }) => {
    expect(contrastRatio(color, background)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });
});
