import { madeOnFirstUse, SITE_LOCALE } from './formatters';

/**
 * Dates for shoppers are written the Australian way, day month year with the
 * month spelt out ("12 March 2027"), so none can be misread as a US date.
 * They are calendar dates (a rego expiry, the last day of an offer), kept
 * at midnight UTC and written in UTC, so no time zone moves them a day.
 */
const dayMonthYear = madeOnFirstUse(() => new Intl.DateTimeFormat(SITE_LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));

/** "12 March 2027" */
export function formatDayMonthYear(date: Date): string {
  return dayMonthYear().format(date);
}
