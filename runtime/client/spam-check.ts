import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

/** A solved spam check, ready to send with a lead as `captcha`. */
export interface SolvedSpamCheck {
  payload: string;
  /** Seconds since 1970 after which the server no longer takes it. */
  expiresAt: number;
}

/** Gives up on a check the device cannot solve in this long (a very slow phone, a tab in the background). */
export const SPAM_CHECK_TIMEOUT_MS = 60_000;

/**
 * Asks the site for a challenge (GET /api/spam-check) and solves it on this
 * device with Web Crypto, yielding to the page as it goes, so typing stays
 * smooth. Throws when the challenge cannot be fetched or solved.
 */
export async function solveSpamCheck(url: string, { fetch: get = fetch }: { fetch?: typeof fetch } = {}): Promise<SolvedSpamCheck> {
  const response = await get(url, { credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) throw new Error(`The spam check answered ${response.status}`);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: SPAM_CHECK_TIMEOUT_MS });
  if (!solution) throw new Error('The spam check was not solved in time');
  // btoa takes Latin-1 only; the challenge is ASCII (hex, base64 and the site's slug).
  return { payload: btoa(JSON.stringify({ challenge, solution })), expiresAt: challenge.parameters.expiresAt ?? 0 };
}

/** A solved check this close to expiring is solved again before sending, so it cannot expire on the way. */
export const SPAM_CHECK_RENEW_BEFORE_SECONDS = 60;

export const isFreshSpamCheck = (check: SolvedSpamCheck, nowMs: number = Date.now()): boolean => check.expiresAt - SPAM_CHECK_RENEW_BEFORE_SECONDS > nowMs / 1000;
