import { createHash, randomBytes } from 'node:crypto';

/**
 * The token step 1 hands the shopper's browser, which every later step
 * shows: 32 random bytes, base64url (43 characters). Only its SHA-256 is
 * stored, so a read of the trade_ins table cannot continue a trade-in.
 */
export function newTradeInToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: tradeInTokenHash(token) };
}

export function tradeInTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
