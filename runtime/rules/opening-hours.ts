import type { OpeningHour } from '../../schemas/entities/location';

/**
 * Spec (detail §4 "Opening hours"): the week is shown Monday first, Sunday
 * last; hours are grouped as Mon-Fri when the five weekdays match; a closed
 * day shows Closed, except at a service location whose dealer books services
 * online, where it shows an Enquire Now link to the booking page (its words
 * and address are the dealer's settings.serviceBooking); a dealer
 * with no hours shows nothing.
 */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
export const WORKING_DAYS: readonly number[] = [1, 2, 3, 4, 5];
export const MON_FRI_LABEL = 'Mon-Fri';
export const CLOSED_TEXT = 'Closed';
/** An open day whose times the feed does not give. */
const OPEN_TEXT = 'Open';

export const SHORT_DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** One day's hours as a shopper reads them. */
export interface DayHours {
  /** 0 is Sunday, 6 is Saturday, as the feed counts. */
  weekday: number;
  open: boolean;
  /** "8:00 AM - 5:30 PM", or Closed. */
  hours: string;
  /** The date ("2026-12-25") whose special hours replace the usual ones this day. */
  specialDate?: string;
}

/** One line of an opening hours table. */
export interface OpeningHoursRow {
  /** "Mon-Fri", "Sat", or "Fri 25 Dec" on a day of special hours. */
  label: string;
  /** The label in words a screen reader says well: "Monday to Friday", "Friday 25 December". */
  spokenLabel: string;
  open: boolean;
  hours: string;
  special: boolean;
  /** On a closed day of a service location that books online: the Enquire Now link shown instead of Closed. */
  link?: { href: string; text: string };
}

/** "17:30" → "5:30 PM". */
export function clockText(clock: string): string {
  const [hour, minute] = clock.split(':').map(Number);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** "8:00 AM - 5:30 PM" from the times, or what the dealer wrote when a time is missing. */
export function hoursText(open: string | undefined, close: string | undefined, written?: string): string {
  if (open && close) return `${clockText(open)} - ${clockText(close)}`;
  return written?.trim() || OPEN_TEXT;
}

/** A weekday's usual hours: the dealer's own words when given, else the times. */
export function usualDay(entry: OpeningHour): DayHours {
  if (entry.status === 'Closed') return { weekday: entry.weekday, open: false, hours: CLOSED_TEXT };
  const written = entry.formated_hours.trim();
  return { weekday: entry.weekday, open: true, hours: written && written !== CLOSED_TEXT ? written : hoursText(entry.open, entry.close) };
}

/** The listed weekdays, Monday first and Sunday last; a weekday listed twice counts once (its first entry), an unlisted one is left out. */
export function weekMondayFirst<T extends { weekday: number }>(days: readonly T[]): T[] {
  return WEEK_ORDER.flatMap((weekday) => {
    const day = days.find((each) => each.weekday === weekday);
    return day ? [day] : [];
  });
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** A calendar date ("2026-12-25") read as its weekday, day and month, in no time zone. */
function dateParts(date: string): { weekday: number; day: number; month: string } {
  const [year, month, day] = date.split('-').map(Number);
  return { weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(), day, month: MONTH_NAMES[month - 1] };
}

/** "Fri 25 Dec". */
export function shortDateLabel(date: string): string {
  const { weekday, day, month } = dateParts(date);
  return `${SHORT_DAY_NAMES[weekday]} ${day} ${month.slice(0, 3)}`;
}

/** "Friday 25 December". */
export function spokenDateLabel(date: string): string {
  const { weekday, day, month } = dateParts(date);
  return `${DAY_NAMES[weekday]} ${day} ${month}`;
}

function row(day: DayHours, closedDayLink: OpeningHoursRow['link']): OpeningHoursRow {
  return {
    label: day.specialDate ? shortDateLabel(day.specialDate) : SHORT_DAY_NAMES[day.weekday],
    spokenLabel: day.specialDate ? spokenDateLabel(day.specialDate) : DAY_NAMES[day.weekday],
    open: day.open,
    hours: day.hours,
    special: day.specialDate !== undefined,
    ...(!day.open && closedDayLink ? { link: closedDayLink } : {}),
  };
}

/**
 * The table's rows for a week given Monday first: one Mon-Fri row when all
 * five weekdays are there with the same hours and none has special hours,
 * otherwise a row a day. No days, no rows: a dealer with no hours shows
 * nothing.
 */
export function openingHoursRows(days: readonly DayHours[], closedDayLink?: OpeningHoursRow['link']): OpeningHoursRow[] {
  const working = days.filter((day) => WORKING_DAYS.includes(day.weekday));
  const [monday] = working;
  const grouped = working.length === WORKING_DAYS.length && working.every((day) => day.specialDate === undefined && day.open === monday.open && day.hours === monday.hours);
  if (!grouped) return days.map((day) => row(day, closedDayLink));
  return [
    { ...row(monday, closedDayLink), label: MON_FRI_LABEL, spokenLabel: 'Monday to Friday' },
    ...days.filter((day) => !WORKING_DAYS.includes(day.weekday)).map((day) => row(day, closedDayLink)),
  ];
}
