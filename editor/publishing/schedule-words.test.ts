import { describe, expect, it } from 'vitest';
import { fromLocalInput, goLiveWords, localInputValue, tomorrowMorning } from './schedule-words';

describe('schedule words', () => {
  it('says when a publish goes live on the given clock, as a dealer reads it', () => {
    expect(goLiveWords('2026-11-29T23:00:00Z', 'Australia/Brisbane')).toBe('Monday 30 November, 9:00 am');
    expect(goLiveWords('2026-12-01T06:30:00Z', 'Australia/Sydney')).toBe('Tuesday 1 December, 5:30 pm');
  });

  it('reads the date-and-time field on the marketer’s clock and refuses half a value', () => {
    const moment = fromLocalInput('2026-12-01T09:00')!;
    expect(localInputValue(moment)).toBe('2026-12-01T09:00');
    expect(moment.getHours()).toBe(9);
    expect(fromLocalInput('2026-12-01')).toBeUndefined();
    expect(fromLocalInput('')).toBeUndefined();
  });

  it('suggests tomorrow at 9:00 am', () => {
    expect(localInputValue(tomorrowMorning(new Date(2026, 10, 27, 15, 12)))).toBe('2026-11-28T09:00');
  });
});
