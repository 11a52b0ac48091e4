/**
 * Times for scheduling a publish. The site document names no time zone, so
 * the marketer picks the time on their own computer's clock and the editor
 * says which zone that is; the server stores the moment itself (UTC).
 */

/** The zone the marketer's computer keeps, e.g. "Australia/Brisbane". */
export function markerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** "Monday 1 December, 9:00 am": when a scheduled publish goes live, on the given clock (the marketer's by default). */
export function goLiveWords(iso: string, timeZone = markerTimeZone()): string {
  const parts = new Intl.DateTimeFormat('en-AU', { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit', hour12: true, timeZone }).formatToParts(
    new Date(iso),
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}, ${part('hour')}:${part('minute')} ${part('dayPeriod').toLowerCase()}`;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** A moment as a date-and-time field shows it on the marketer's clock: "2026-12-01T09:00". */
export function localInputValue(moment: Date): string {
  return `${moment.getFullYear()}-${twoDigits(moment.getMonth() + 1)}-${twoDigits(moment.getDate())}T${twoDigits(moment.getHours())}:${twoDigits(moment.getMinutes())}`;
}

/** The field's "2026-12-01T09:00" on the marketer's clock as a moment; undefined while it is not a whole date and time. */
export function fromLocalInput(value: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return undefined;
  const moment = new Date(value);
  return Number.isNaN(moment.getTime()) ? undefined : moment;
}

/** Tomorrow at 9:00 am on the marketer's clock: the field's first suggestion, as a promotion usually starts with the day. */
export function tomorrowMorning(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 9, 0);
}
