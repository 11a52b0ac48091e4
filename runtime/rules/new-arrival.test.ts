import { describe, expect, it } from 'vitest';
import { isNewArrival, MS_PER_DAY, NEW_TAG_DAYS, newArrivalTag } from './new-arrival';

const NOW = new Date('2026-03-10T12:00:00Z');
const createdAgo = (ms: number) => ({ created_at: new Date(NOW.getTime() - ms).toISOString() });

describe('spec search §4/§9: New tag for cars created within the last 8 days', () => {
  it('is 8 days', () => {
    expect(NEW_TAG_DAYS).toBe(8);
  });

  it('is new when created just now or 7 days ago', () => {
    expect(isNewArrival(createdAgo(0), NOW)).toBe(true);
    expect(isNewArrival(createdAgo(7 * MS_PER_DAY), NOW)).toBe(true);
  });

  it('is still new at exactly 8 × 24 hours, and not one millisecond later', () => {
    expect(isNewArrival(createdAgo(8 * MS_PER_DAY), NOW)).toBe(true);
    expect(isNewArrival(createdAgo(8 * MS_PER_DAY + 1), NOW)).toBe(false);
  });

  it('is not new at 9 days', () => {
    expect(isNewArrival(createdAgo(9 * MS_PER_DAY), NOW)).toBe(false);
  });

  it('reads time-zone offsets, so the boundary is the same instant in any zone', () => {
    expect(isNewArrival({ created_at: '2026-03-02T22:00:00+10:00' }, NOW)).toBe(true);
    expect(isNewArrival({ created_at: '2026-03-02T21:59:59+10:00' }, NOW)).toBe(false);
  });

  it('treats a slightly future created_at as new and an unreadable one as not new', () => {
    expect(isNewArrival(createdAgo(-60_000), NOW)).toBe(true);
    expect(isNewArrival({ created_at: 'yesterday' }, NOW)).toBe(false);
  });

  it('labels the tag with the dealer text, defaulting to "New Arrival" (detail §9)', () => {
    expect(newArrivalTag(createdAgo(0), NOW)).toBe('New Arrival');
    expect(newArrivalTag(createdAgo(0), NOW, { newArrival: 'Just In' })).toBe('Just In');
    expect(newArrivalTag(createdAgo(9 * MS_PER_DAY), NOW)).toBeUndefined();
  });
});
