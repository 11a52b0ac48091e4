import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { leadSignatureHeader, SIGNATURE_TOLERANCE_SECONDS, siteWebhookKey, verifyLeadSignature } from './webhook-signature';

const KEY = siteWebhookKey('platform-secret-for-tests', 'sunshine-toyota');
const BODY = JSON.stringify({ lead_id: 'lead-1', fields: { name: 'Sam' } });
const SENT_AT = 1_795_000_000;

describe('lead webhook signatures (X-Lead-Signature, Stripe style)', () => {
  it('is t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>"> under the site key', () => {
    const expected = createHmac('sha256', KEY).update(`${SENT_AT}.${BODY}`).digest('hex');
    expect(leadSignatureHeader(KEY, BODY, SENT_AT)).toBe(`t=${SENT_AT},v1=${expected}`);
  });

  it("each site's key is HMAC-SHA256(LEAD_WEBHOOK_SECRET, slug): one dealer's key is not another's", () => {
    expect(KEY).toBe(createHmac('sha256', 'platform-secret-for-tests').update('sunshine-toyota').digest('hex'));
    expect(siteWebhookKey('platform-secret-for-tests', 'harbour-city-motors')).not.toBe(KEY);
  });

  it('verifies the body as sent, within the tolerance of the receiver clock', () => {
    const header = leadSignatureHeader(KEY, BODY, SENT_AT);
    expect(verifyLeadSignature({ key: KEY, body: BODY, header, nowSeconds: SENT_AT })).toBe(true);
    expect(verifyLeadSignature({ key: KEY, body: BODY, header, nowSeconds: SENT_AT + SIGNATURE_TOLERANCE_SECONDS })).toBe(true);
  });

  it('fails when the body is changed, even by one character or by re-serialising it', () => {
    const header = leadSignatureHeader(KEY, BODY, SENT_AT);
    expect(verifyLeadSignature({ key: KEY, body: BODY.replace('Sam', 'Pam'), header, nowSeconds: SENT_AT })).toBe(false);
    expect(verifyLeadSignature({ key: KEY, body: JSON.stringify(JSON.parse(BODY), null, 2), header, nowSeconds: SENT_AT })).toBe(false);
  });

  it('fails when the timestamp is changed, or is too old to be anything but a replay', () => {
    const header = leadSignatureHeader(KEY, BODY, SENT_AT);
    expect(verifyLeadSignature({ key: KEY, body: BODY, header: header.replace(`t=${SENT_AT}`, `t=${SENT_AT + 1}`), nowSeconds: SENT_AT })).toBe(false);
    expect(verifyLeadSignature({ key: KEY, body: BODY, header, nowSeconds: SENT_AT + SIGNATURE_TOLERANCE_SECONDS + 1 })).toBe(false);
  });

  it("fails with another site's key, and for a missing or malformed header", () => {
    const header = leadSignatureHeader(KEY, BODY, SENT_AT);
    expect(verifyLeadSignature({ key: siteWebhookKey('platform-secret-for-tests', 'westside-used-cars'), body: BODY, header, nowSeconds: SENT_AT })).toBe(false);
    expect(verifyLeadSignature({ key: KEY, body: BODY, header: undefined, nowSeconds: SENT_AT })).toBe(false);
    expect(verifyLeadSignature({ key: KEY, body: BODY, header: 'v1=abc', nowSeconds: SENT_AT })).toBe(false);
    expect(verifyLeadSignature({ key: KEY, body: BODY, header: `t=${SENT_AT},v1=not-hex`, nowSeconds: SENT_AT })).toBe(false);
  });
});
