import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A lead webhook is signed the way Stripe signs its webhooks, so a CRM may
 * reuse code it already has: the header
 *
 *   X-Lead-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">
 *
 * keyed with the site's signing key. The receiver recomputes the HMAC over
 * the body exactly as received, compares in constant time, and refuses a
 * timestamp older than a few minutes, so a captured request cannot be
 * replayed later.
 */
export const SIGNATURE_HEADER = 'X-Lead-Signature';
/** How far a signature's time may be from the receiver's clock; Stripe's default too. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/**
 * Each site's signing key: HMAC-SHA256 of its slug under the platform's
 * LEAD_WEBHOOK_SECRET, as hex. Derived, so no secret sits in the dealer's
 * document (which marketers edit and export), one dealer's key tells nothing
 * of another's, and the platform team can tell a dealer its key with
 * `printf %s <slug> | openssl dgst -sha256 -hmac "$LEAD_WEBHOOK_SECRET"`.
 */
export function siteWebhookKey(platformSecret: string, siteSlug: string): string {
  return createHmac('sha256', platformSecret).update(siteSlug).digest('hex');
}

function signatureOf(key: string, timestamp: number, body: string): string {
  return createHmac('sha256', key).update(`${timestamp}.${body}`).digest('hex');
}

/** The X-Lead-Signature value for one body sent at `unixSeconds`. */
export function leadSignatureHeader(key: string, body: string, unixSeconds: number): string {
  return `t=${unixSeconds},v1=${signatureOf(key, unixSeconds, body)}`;
}

export interface SignatureCheck {
  /** The site's signing key (siteWebhookKey). */
  key: string;
  /** The request body exactly as received, before any JSON parsing. */
  body: string;
  /** The X-Lead-Signature header. */
  header: string | null | undefined;
  /** The receiver's clock, in Unix seconds. */
  nowSeconds?: number;
  toleranceSeconds?: number;
}

/**
 * What a CRM runs on each webhook request: true only when the body is the
 * one we signed, with this site's key, within the tolerance of now.
 */
export function verifyLeadSignature({ key, body, header, nowSeconds = Math.floor(Date.now() / 1000), toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS }: SignatureCheck): boolean {
  if (!header) return false;
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([name]) => name === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signatureOf(key, timestamp, body), 'hex');
  return parts
    .filter(([name, value]) => name === 'v1' && value !== undefined && /^[0-9a-f]{64}$/.test(value))
    .some(([, value]) => timingSafeEqual(Buffer.from(value!, 'hex'), expected));
}
