import type { Location } from '../../schemas/entities/location';
import type { Settings } from '../../schemas/settings';
import { locationKind } from './location-selection';
import { type OpeningHoursRow, openingHoursRows, spokenDateLabel, usualDay, weekMondayFirst } from './opening-hours';
import { calendarDateIn, specialHoursText, upcomingSpecialHours, weekWithSpecialHours } from './special-hours';
import { stateTimeZone } from './state-time-zone';

/** A location keeps the clock of the state it is in. */
export function locationTimeZone(location: Pick<Location, 'address'>): string {
  return stateTimeZone(location.address.state);
}

/**
 * A location's opening hours table at the instant `now`: its usual week,
 * Monday first, with the special hours of its own department in the coming
 * seven days (on its own clock) in place. Closed days of a service location
 * link to the dealer's service booking page where the dealer has one.
 */
export function locationHoursRows(location: Location, now: Date, serviceBooking?: Settings['serviceBooking']): OpeningHoursRow[] {
  const usualWeek = weekMondayFirst(location.contact_detail.opening_hours).map(usualDay);
  if (usualWeek.length === 0) return [];
  const department = locationKind(location);
  const today = calendarDateIn(now, locationTimeZone(location));
  const week = weekWithSpecialHours(usualWeek, location.contact_detail.special_hours, today, department);
  const link = department === 'service' && serviceBooking?.url ? { href: serviceBooking.url, text: serviceBooking.label } : undefined;
  return openingHoursRows(week, link);
}

/** One line of the holiday hours dialog. */
export interface HolidayHoursLine {
  date: string;
  /** "Friday 25 December 2026". */
  label: string;
  open: boolean;
  hours: string;
}

/** The special hours ahead of a location's own department, today's included, soonest first, as its holiday hours dialog lists them. */
export function locationHolidayHours(location: Location, now: Date): HolidayHoursLine[] {
  const today = calendarDateIn(now, locationTimeZone(location));
  return upcomingSpecialHours(location.contact_detail.special_hours, today, locationKind(location)).map((special) => ({
    date: special.date,
    label: `${spokenDateLabel(special.date)} ${special.date.slice(0, 4)}`,
    ...specialHoursText(special),
  }));
}
