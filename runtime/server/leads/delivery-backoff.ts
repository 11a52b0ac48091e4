/**
 * How long a destination that failed is left before the next try: 30
 * seconds, doubling each time, never more than an hour apart. A CRM down for
 * a deploy gets the lead within a minute or two of coming back; one down for
 * a weekend is not knocked on every few seconds.
 */
export const FIRST_RETRY_DELAY_MS = 30_000;
export const LONGEST_RETRY_DELAY_MS = 60 * 60_000;
/**
 * Each delay is shortened by up to this share, drawn at random, so the
 * leads that piled up while a destination was down do not all come back to
 * it in the same second.
 */
export const RETRY_JITTER = 0.2;
/**
 * Tries before a delivery is given up: about two days of a destination
 * refusing every one. The row is then marked given up (gave_up_at, with the
 * last error) and kept, for the platform team to see and the dealer to be
 * told; it is never deleted.
 */
export const MAX_DELIVERY_ATTEMPTS = 60;

/** The wait after the `attempts`-th failed try (1 for the first). `random` returns [0, 1), as Math.random does. */
export function retryDelayMs(attempts: number, random: () => number = Math.random, firstDelayMs: number = FIRST_RETRY_DELAY_MS): number {
  const doubled = firstDelayMs * 2 ** Math.max(0, attempts - 1);
  return Math.round(Math.min(LONGEST_RETRY_DELAY_MS, doubled) * (1 - RETRY_JITTER * random()));
}

export function isLastAttempt(attempts: number): boolean {
  return attempts >= MAX_DELIVERY_ATTEMPTS;
}
