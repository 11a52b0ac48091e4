import { describe, expect, it } from 'vitest';
import { isStoredDate, localInputToStored, storedToLocalInput } from './date-time-text';

describe('date and time conversions', () => {
  it('spec editor: date-time round trip: stored UTC → local picker value → the same UTC moment', () => {
    for (const stored of ['2026-06-15T02:00:00Z', '2026-12-31T23:59:00Z', '2026-08-10T01:30:45Z']) {
      const local = storedToLocalInput(stored);
      expect(local).toBeDefined();
      expect(localInputToStored(local!)).toBe(stored);
    }
  });

  it("shows local wall-clock time and stores with Z and seconds, as the schema's date-time format needs", () => {
    const moment = new Date(2026, 5, 15, 9, 30);
    expect(localInputToStored('2026-06-15T09:30')).toBe(moment.toISOString().replace('.000Z', 'Z'));
    expect(localInputToStored('2026-06-15 09:30')).toBe(moment.toISOString().replace('.000Z', 'Z'));
    expect(storedToLocalInput(moment.toISOString())).toBe('2026-06-15T09:30');
    expect(storedToLocalInput('2026-06-15T09:30:00+10:00')).toBe(storedToLocalInput('2026-06-14T23:30:00Z'));
  });

  it('rejects what is not a real moment, so the field keeps the text for the validator', () => {
    for (const text of ['2026-02-30T10:00', '2026-06-15T24:00', 'next tuesday', '2026-06-15']) {
      expect(localInputToStored(text)).toBeUndefined();
    }
    for (const text of ['2026-02-30T10:00:00Z', '2026-06-15T10:00', '2026-06-15T10:00:00', 'soon']) {
      expect(storedToLocalInput(text)).toBeUndefined();
    }
  });

  it('knows a real day from a date-shaped string', () => {
    expect(isStoredDate('2028-02-29')).toBe(true);
    expect(isStoredDate('2026-02-29')).toBe(false);
    expect(isStoredDate('29/02/2028')).toBe(false);
  });
});
