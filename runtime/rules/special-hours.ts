import type { LocationType, SpecialHour } from '../../schemas/entities/location';
import { CLOSED_TEXT, type DayHours, hoursText } from './opening-hours';

/**
 * Spec (detail §3 "Special (holiday) hours entry"): hours for one date and
 * department (sales, service, parts, or all) replace that day's usual hours.
 *
 * A date is the location's own: its day begins and ends at midnight on the
 * clock of the state it is in, daylight saving included (NSW and VIC keep it,
 * Queensland does not), so the day the clocks change is 23 or 25 hours long
 * there. Only "today" is read from a clock; every other day of the week is
 * counted on the calendar, which no clock change moves.
 */

/** "2026-12-25": today's date on the clock of `timeZone` at the instant `now`. */
export function calendarDateIn(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-AU', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The calendar date `days` after `date`. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The coming seven days, today first: each weekday once, at its next date. */
export function comingWeek(today: string): { weekday: number; date: string }[] {
  return Array.from({ length: 7 }, (_unused, ahead) => {
    const date = addDays(today, ahead);
    return { weekday: weekdayOf(date), date };
  });
}

/** The special hours a department keeps on a date: its own entry, else one for every department. */
export function specialHoursOn(specials: readonly SpecialHour[], date: string, department: LocationType): SpecialHour | undefined {
  const that = specials.filter((special) => special.date === date);
  return that.find((special) => special.department === department) ?? that.find((special) => special.department === 'all');
}

/** Whether the place is open on the special day, and its hours: "9:00 AM - 1:00 PM" or Closed. */
export function specialHoursText(special: SpecialHour): { open: boolean; hours: string } {
  const open = special.status === 'Open';
  return { open, hours: open ? hoursText(special.start_hour, special.end_hour) : CLOSED_TEXT };
}

function specialDay(special: SpecialHour, weekday: number): DayHours {
  return { weekday, ...specialHoursText(special), specialDate: special.date };
}

/**
 * The usual week (given Monday first) with each day's special hours in place
 * for the coming seven days from `today`: a weekday's row stands for its
 * next date, today included.
 */
export function weekWithSpecialHours(usualWeek: readonly DayHours[], specials: readonly SpecialHour[], today: string, department: LocationType): DayHours[] {
  const dates = new Map(comingWeek(today).map(({ weekday, date }) => [weekday, date]));
  return usualWeek.map((day) => {
    const special = specialHoursOn(specials, dates.get(day.weekday)!, department);
    return special ? specialDay(special, day.weekday) : day;
  });
}

/** The special hours ahead for a department, today's included, soonest first: what the holiday hours dialog lists. */
export function upcomingSpecialHours(specials: readonly SpecialHour[], today: string, department: LocationType): SpecialHour[] {
  const dates = [...new Set(specials.filter((special) => special.date >= today).map((special) => special.date))].sort();
  return dates.flatMap((date) => {
    const special = specialHoursOn(specials, date, department);
    return special ? [special] : [];
  });
}
