import { createHmac } from 'node:crypto';
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { marketerAuthSecret } from '../auth/auth-secret';

/**
 * The spam check on shoppers' forms: a proof of work (ALTCHA), self-hosted,
 * so no third-party service sees a dealer's shoppers. The browser must find
 * a counter whose SHA-256 matches the challenge; the server only checks one
 * hash and its own signature. Costs a phone well under a second, and a bot
 * sending thousands of leads thousands of times that.
 */
export const SPAM_CHECK_ALGORITHM = 'SHA-256';
/** The counter the browser must find lies in this range: about 12,500 hashes on average. */
export const SPAM_CHECK_COUNTER_MIN = 5_000;
export const SPAM_CHECK_COUNTER_MAX = 20_000;
/** Long enough to fill in a long form after the check ran; the form asks for a new one when it is older. */
export const SPAM_CHECK_EXPIRES_SECONDS = 30 * 60;

/**
 * The key challenges are signed with, apart from the sessions' own key but
 * derived from it, so every app server of a deployment agrees on it with no
 * extra setting.
 */
export function spamCheckSecret(env: NodeJS.ProcessEnv = process.env): string {
  return createHmac(
    'sha256',
    marketerAuthSecret(env, () => undefined),
  )
    .update('dealer-sites spam check')
    .digest('hex');
}

/** A new challenge for one site's form: signed, bound to the site, valid for SPAM_CHECK_EXPIRES_SECONDS. */
export function newSpamCheck(site: string, secret: string, now: number = Date.now()): Promise<Challenge> {
  return createChallenge({
    algorithm: SPAM_CHECK_ALGORITHM,
    cost: 1,
    counter: randomInt(SPAM_CHECK_COUNTER_MIN, SPAM_CHECK_COUNTER_MAX),
    deriveKey,
    data: { site },
    expiresAt: Math.floor(now / 1000) + SPAM_CHECK_EXPIRES_SECONDS,
    hmacSignatureSecret: secret,
  });
}

/** A solved check that passed: its signature, spent once per lead (spent-spam-checks.ts), and until when it would have been valid. */
export interface PassedSpamCheck {
  signature: string;
  expiresAt: Date;
}

interface SentPayload {
  challenge: Challenge;
  solution: Solution;
}

function decode(payload: string): SentPayload | undefined {
  try {
    const sent = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Partial<SentPayload>;
    const { challenge, solution } = sent;
    if (!challenge?.parameters || typeof challenge.signature !== 'string') return undefined;
    if (typeof solution?.counter !== 'number' || typeof solution.derivedKey !== 'string') return undefined;
    return { challenge, solution };
  } catch {
    return undefined;
  }
}

/**
 * Checks a solved challenge the browser sent for `site`: signed by this
 * server, for this site, not expired, and solved. Undefined when it fails
 * any of these; whether it was used before is the database's to say.
 */
export async function passedSpamCheck(payload: string, site: string, secret: string): Promise<PassedSpamCheck | undefined> {
  const sent = decode(payload);
  if (!sent || sent.challenge.parameters.data?.site !== site || typeof sent.challenge.parameters.expiresAt !== 'number') return undefined;
  try {
    const result = await verifySolution({ challenge: sent.challenge, solution: sent.solution, deriveKey, hmacSignatureSecret: secret });
    if (!result.verified) return undefined;
  } catch {
    // A payload shaped to make the library throw is a failed check, not a server error.
    return undefined;
  }
  return { signature: sent.challenge.signature!, expiresAt: new Date(sent.challenge.parameters.expiresAt * 1000) };
}
