import { createChallenge, randomInt, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { newSpamCheck, SPAM_CHECK_ALGORITHM, SPAM_CHECK_EXPIRES_SECONDS } from './proof-of-work';

/** What a shopper's browser sends after solving a check for `site`: used by tests that send leads as a form does. */
export async function solvedSpamCheck(site: string, secret: string, now?: number): Promise<string> {
  const challenge = await newSpamCheck(site, secret, now);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The spam check was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * A challenge signed like the server's but with a counter of a few dozen:
 * for component tests in jsdom, where thousands of hashes per form would
 * make every submit slow. The form solves it the same way.
 */
export function quickSpamCheck(site: string, secret: string): ReturnType<typeof createChallenge> {
  return createChallenge({
    algorithm: SPAM_CHECK_ALGORITHM,
    cost: 1,
    counter: randomInt(10, 50),
    deriveKey,
    data: { site },
    expiresAt: Math.floor(Date.now() / 1000) + SPAM_CHECK_EXPIRES_SECONDS,
    hmacSignatureSecret: secret,
  });
}
