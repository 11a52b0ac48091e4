/**
 * How query results turn into JavaScript values, the same on PGlite and on
 * node-postgres, so code and tests never depend on which engine answered.
 *
 * - int8 and numeric become numbers: they hold counts, averages and dollar
 *   amounts, all far below 2^53, and callers should not juggle strings.
 * - date stays the "YYYY-MM-DD" text: a Date would shift it by time zone.
 * - timestamptz becomes an ISO 8601 string in UTC, as the entity schemas
 *   write their date-time fields, so rows match entity types without mapping.
 */
export const PG_TYPE_IDS = { int8: 20, numeric: 1700, date: 1082, timestamptz: 1184 } as const;

export type ValueParser = (text: string) => unknown;

/** "2024-01-02 03:04:05.123+10" (PostgreSQL's output) to "2024-01-01T17:04:05.123Z". */
export function timestampToIso(text: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2}(?:\.\d+)?)([+-])(\d{2})(?::?(\d{2}))?(?::?(\d{2}))?$/.exec(text);
  // Years before 1 AD or "infinity" never occur in our data; keep them readable rather than guessing.
  if (!match) return text;
  const [, date, time, sign, hours, minutes = '0', seconds = '0'] = match;
  // Offsets may carry seconds (old local-mean-time zones), which ISO 8601 strings cannot: apply them by hand.
  const offsetMs = (Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds)) * 1000 * (sign === '+' ? 1 : -1);
  return new Date(Date.parse(`${date}T${time}Z`) - offsetMs).toISOString();
}

export const VALUE_PARSERS: Readonly<Record<number, ValueParser>> = {
  [PG_TYPE_IDS.int8]: Number,
  [PG_TYPE_IDS.numeric]: Number,
  [PG_TYPE_IDS.date]: (text) => text,
  [PG_TYPE_IDS.timestamptz]: timestampToIso,
};
