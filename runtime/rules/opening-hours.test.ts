import { describe, expect, it } from 'vitest';
import type { OpeningHour } from '../../schemas/entities/location';
import { clockText, type DayHours, hoursText, openingHoursRows, shortDateLabel, spokenDateLabel, usualDay, weekMondayFirst } from './opening-hours';

const open = (weekday: number, from: string, to: string): OpeningHour => ({ weekday, status: 'Open', formated_hours: '', open: from, close: to });
const closed = (weekday: number): OpeningHour => ({ weekday, status: 'Closed', formated_hours: 'Closed' });

/** As the feed sends a week: Sunday first. */
const usualWeek = [closed(0), ...[1, 2, 3, 4, 5].map((day) => open(day, '08:00', '17:30')), open(6, '08:00', '12:00')];
const days = (hours: OpeningHour[]) => weekMondayFirst(hours).map(usualDay);
const table = (rows: ReturnType<typeof openingHoursRows>) => rows.map(({ label, hours }) => `${label} ${hours}`);

describe('spec detail §4: opening hours', () => {
  it('shows the week Monday first and Sunday last, whatever order the feed lists it in', () => {
    expect(weekMondayFirst(usualWeek).map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(weekMondayFirst([...usualWeek].reverse()).map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });

  it('groups five matching weekdays as Mon-Fri', () => {
    expect(table(openingHoursRows(days(usualWeek)))).toEqual(['Mon-Fri 8:00 AM - 5:30 PM', 'Sat 8:00 AM - 12:00 PM', 'Sun Closed']);
    expect(openingHoursRows(days(usualWeek))[0]).toMatchObject({ label: 'Mon-Fri', spokenLabel: 'Monday to Friday', open: true, special: false });
  });

  it('Mon-Fri grouping with one differing weekday: a row a day, Thursday late opening and all', () => {
    const lateThursday = usualWeek.map((day) => (day.weekday === 4 ? open(4, '08:00', '20:00') : day));
    expect(table(openingHoursRows(days(lateThursday)))).toEqual([
      'Mon 8:00 AM - 5:30 PM',
      'Tue 8:00 AM - 5:30 PM',
      'Wed 8:00 AM - 5:30 PM',
      'Thu 8:00 AM - 8:00 PM',
      'Fri 8:00 AM - 5:30 PM',
      'Sat 8:00 AM - 12:00 PM',
      'Sun Closed',
    ]);
  });

  it('does not group four weekdays, nor five where one is a day of special hours', () => {
    expect(table(openingHoursRows(days(usualWeek.filter((day) => day.weekday !== 3)))).slice(0, 4)).toEqual([
      'Mon 8:00 AM - 5:30 PM',
      'Tue 8:00 AM - 5:30 PM',
      'Thu 8:00 AM - 5:30 PM',
      'Fri 8:00 AM - 5:30 PM',
    ]);
    const withHoliday: DayHours[] = days(usualWeek).map((day) => (day.weekday === 5 ? { ...day, specialDate: '2026-12-25' } : day));
    expect(openingHoursRows(withHoliday).map((row) => row.label)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri 25 Dec', 'Sat', 'Sun']);
    expect(openingHoursRows(withHoliday)[4]).toMatchObject({ spokenLabel: 'Friday 25 December', special: true });
  });

  it('groups five closed weekdays too', () => {
    expect(table(openingHoursRows(days([0, 1, 2, 3, 4, 5, 6].map(closed))))).toEqual(['Mon-Fri Closed', 'Sat Closed', 'Sun Closed']);
  });

  it('closed days show Closed, or the link given for a closed day (a service location that books online: Enquire Now)', () => {
    expect(openingHoursRows(days(usualWeek)).at(-1)).toEqual({ label: 'Sun', spokenLabel: 'Sunday', open: false, hours: 'Closed', special: false });
    const link = { href: 'https://booking.example.com/service', text: 'Enquire Now' };
    const rows = openingHoursRows(days(usualWeek), link);
    expect(rows.at(-1)).toMatchObject({ hours: 'Closed', link });
    expect(rows.filter((row) => row.link)).toHaveLength(1);
  });

  it('a dealer with no hours shows nothing', () => {
    expect(openingHoursRows(days([]))).toEqual([]);
  });

  it('reads the dealer’s own words for a day when given, else the times', () => {
    expect(usualDay({ weekday: 1, status: 'Open', formated_hours: '8:30 AM - 6:00 PM', open: '08:00', close: '17:00' }).hours).toBe('8:30 AM - 6:00 PM');
    expect(usualDay(open(1, '07:30', '17:00')).hours).toBe('7:30 AM - 5:00 PM');
    expect(usualDay({ weekday: 1, status: 'Open', formated_hours: ' ' }).hours).toBe('Open');
    expect(usualDay({ weekday: 1, status: 'Closed', formated_hours: '9-5' }).hours).toBe('Closed');
  });

  it('writes clock times as 12-hour times, noon and midnight included', () => {
    expect([clockText('00:15'), clockText('09:05'), clockText('12:00'), clockText('17:30'), clockText('23:59')]).toEqual([
      '12:15 AM',
      '9:05 AM',
      '12:00 PM',
      '5:30 PM',
      '11:59 PM',
    ]);
    expect(hoursText('09:00', '13:00')).toBe('9:00 AM - 1:00 PM');
  });

  it('names a date by its weekday, day and month', () => {
    expect(shortDateLabel('2026-04-05')).toBe('Sun 5 Apr');
    expect(spokenDateLabel('2026-12-25')).toBe('Friday 25 December');
  });
});
