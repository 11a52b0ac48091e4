/**
 * Every Australian state and territory keeps one clock (with daylight saving
 * where the state has it: NSW, ACT, VIC, SA and TAS do; Queensland, WA and
 * the NT do not), so a place's state names its time zone. A place without a
 * known state is on Sydney's clock.
 */
export const STATE_TIME_ZONES: Readonly<Record<string, string>> = {
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  WA: 'Australia/Perth',
  TAS: 'Australia/Hobart',
  NT: 'Australia/Darwin',
};
export const DEFAULT_TIME_ZONE = 'Australia/Sydney';

/** The time zone of a place in the given state ("QLD", "vic", …). */
export function stateTimeZone(state: string | undefined): string {
  return STATE_TIME_ZONES[(state ?? '').trim().toUpperCase()] ?? DEFAULT_TIME_ZONE;
}
