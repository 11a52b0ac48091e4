/**
 * Conversions between what the schema stores (RFC 3339: a date-time with
 * seconds and a zone, a date as YYYY-MM-DD) and what native date inputs
 * show (the marketer's local time, YYYY-MM-DDTHH:mm[:ss]).
 */

const STORED_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-]\d{2}:?\d{2})$/;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const two = (n: number) => String(n).padStart(2, '0');

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A stored date (YYYY-MM-DD) that names a real day. */
export function isStoredDate(text: string): boolean {
  const match = DATE.exec(text);
  return !!match && isRealDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** The local time a datetime-local input shows for a stored date-time, or undefined when it is not one. */
export function storedToLocalInput(stored: string): string | undefined {
  const match = STORED_DATE_TIME.exec(stored);
  if (!match || !isRealDate(Number(match[1]), Number(match[2]), Number(match[3]))) return undefined;
  const date = new Date(stored.replace(' ', 'T'));
  if (Number.isNaN(date.getTime())) return undefined;
  const minutes = `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
  return date.getSeconds() ? `${minutes}:${two(date.getSeconds())}` : minutes;
}

/** A local date and time as typed or picked, stored as UTC ("2026-06-15T04:30:00Z"), or undefined when it is not one. */
export function localInputToStored(local: string): string | undefined {
  const match = LOCAL_DATE_TIME.exec(local.trim());
  if (!match) return undefined;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0));
  if (!isRealDate(year, month, day) || hours > 23 || minutes > 59 || seconds > 59) return undefined;
  const date = new Date(year, month - 1, day, hours, minutes, seconds);
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
