import { createHmac, timingSafeEqual } from 'node:crypto';

/** Stripe's own default: an event signed more than five minutes from now is refused, so a captured one cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' };

const signatureOf = (payload: string, timestamp: number, secret: string) => createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');

/**
 * Checks a webhook's Stripe-Signature header ("t=1700000000,v1=hex[,v1=…]"):
 * one v1 must be the HMAC-SHA256, keyed with the endpoint's signing secret
 * (STRIPE_WEBHOOK_SECRET), of "{t}.{the body exactly as sent}", and t within
 * the tolerance of now. Compared in constant time.
 */
export function verifyStripeSignature(
  payload: string,
  header: string | null,
  secret: string,
  nowSeconds: number = Math.floor(Date.now() / 1000),
  toleranceSeconds: number = SIGNATURE_TOLERANCE_SECONDS,
): SignatureCheck {
  if (!header) return { ok: false, reason: 'missing' };
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value = ''] = part.trim().split('=', 2) as [string, string?];
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase());
  }
  if (timestamp === undefined || signatures.length === 0) return { ok: false, reason: 'malformed' };
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return { ok: false, reason: 'stale' };
  const expected = Buffer.from(signatureOf(payload, timestamp, secret), 'hex');
  const matches = signatures.some((signature) => timingSafeEqual(Buffer.from(signature, 'hex'), expected));
  return matches ? { ok: true } : { ok: false, reason: 'mismatch' };
}

/** The header Stripe would send with `payload`: for the tests and a fake Stripe. */
export function stripeSignatureHeader(payload: string, secret: string, timestamp: number = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${signatureOf(payload, timestamp, secret)}`;
}
