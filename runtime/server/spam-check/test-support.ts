import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { newSpamCheck } from './proof-of-work';

/** What a shopper's browser sends after solving a check for `site`: used by tests that send leads as a form does. */
export async function solvedSpamCheck(site: string, secret: string, now?: number): Promise<string> {
  const challenge = await newSpamCheck(site, secret, now);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The spam check was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
