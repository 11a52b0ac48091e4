import { describe, expect, it } from 'vitest';
import { formatDayMonthYear } from './australian-date';

describe('dates written as Australians read them', () => {
  it('writes day, month name, year', () => {
    expect(formatDayMonthYear(new Date('2026-07-15T00:00:00Z'))).toBe('15 July 2026');
  });

  it('keeps a calendar date on its own day at either end of the UTC day', () => {
    expect(formatDayMonthYear(new Date('2027-01-01T00:00:00Z'))).toBe('1 January 2027');
    expect(formatDayMonthYear(new Date('2026-12-31T23:59:59Z'))).toBe('31 December 2026');
  });
});
