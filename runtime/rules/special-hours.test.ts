import { describe, expect, it } from 'vitest';
import type { SpecialHour } from '../../schemas/entities/location';
import type { DayHours } from './opening-hours';
import { addDays, calendarDateIn, comingWeek, specialHoursOn, upcomingSpecialHours, weekWithSpecialHours } from './special-hours';

const special = (date: string, department: SpecialHour['department'], hours?: [string, string]): SpecialHour =>
  hours ? { status: 'Open', date, department, start_hour: hours[0], end_hour: hours[1] } : { status: 'Closed', date, department };

const usual: DayHours[] = [1, 2, 3, 4, 5, 6, 0].map((weekday) => ({ weekday, open: weekday !== 0, hours: weekday === 0 ? 'Closed' : '8:00 AM - 5:00 PM' }));

describe('spec detail §3: special hours for a date and department', () => {
  it('reads today on the clock of the place: Brisbane and Sydney part for an hour while Sydney keeps daylight saving', () => {
    // 2026-01-10T13:30Z is 23:30 in Brisbane (AEST, +10) and 00:30 the next day in Sydney (AEDT, +11).
    expect(calendarDateIn(new Date('2026-01-10T13:30:00Z'), 'Australia/Brisbane')).toBe('2026-01-10');
    expect(calendarDateIn(new Date('2026-01-10T13:30:00Z'), 'Australia/Sydney')).toBe('2026-01-11');
    // In winter both keep +10.
    expect(calendarDateIn(new Date('2026-07-10T13:30:00Z'), 'Australia/Sydney')).toBe('2026-07-10');
  });

  it('counts days on the calendar, across months, years and clock changes', () => {
    expect(addDays('2026-04-04', 1)).toBe('2026-04-05');
    expect(addDays('2026-12-29', 5)).toBe('2027-01-03');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(comingWeek('2026-10-01').map(({ date }) => date)).toEqual(['2026-10-01', '2026-10-02', '2026-10-03', '2026-10-04', '2026-10-05', '2026-10-06', '2026-10-07']);
    expect(comingWeek('2026-10-01').map(({ weekday }) => weekday)).toEqual([4, 5, 6, 0, 1, 2, 3]);
  });

  it("a department's own entry wins over one for every department; another department's does not apply", () => {
    const specials = [special('2026-12-24', 'all', ['09:00', '12:00']), special('2026-12-24', 'service'), special('2026-12-26', 'parts')];
    expect(specialHoursOn(specials, '2026-12-24', 'service')).toEqual(specials[1]);
    expect(specialHoursOn(specials, '2026-12-24', 'sales')).toEqual(specials[0]);
    expect(specialHoursOn(specials, '2026-12-26', 'sales')).toBeUndefined();
  });

  it("replaces the usual hours of the coming week's days with their special hours, each weekday at its next date", () => {
    // Wednesday 23 December 2026: the coming week runs to Tuesday the 29th.
    const specials = [special('2026-12-25', 'all'), special('2026-12-26', 'sales', ['09:00', '13:00']), special('2026-12-30', 'all')];
    const week = weekWithSpecialHours(usual, specials, '2026-12-23', 'sales');
    expect(week.map((day) => [day.weekday, day.hours, day.specialDate])).toEqual([
      [1, '8:00 AM - 5:00 PM', undefined],
      [2, '8:00 AM - 5:00 PM', undefined],
      [3, '8:00 AM - 5:00 PM', undefined],
      [4, '8:00 AM - 5:00 PM', undefined],
      [5, 'Closed', '2026-12-25'],
      [6, '9:00 AM - 1:00 PM', '2026-12-26'],
      [0, 'Closed', undefined],
    ]);
  });

  it('lists the special hours ahead, today included, soonest first, once a date', () => {
    const specials = [special('2027-01-01', 'all'), special('2026-12-24', 'all'), special('2026-12-25', 'sales'), special('2026-12-25', 'all'), special('2026-12-31', 'service')];
    expect(upcomingSpecialHours(specials, '2026-12-25', 'sales')).toEqual([specials[2], specials[0]]);
  });
});
