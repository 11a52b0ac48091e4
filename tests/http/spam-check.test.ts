import { describe, expect, inject, it } from 'vitest';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { createAjv } from '../../schemas/ajv';
import { spamCheckChallengeSchema } from '../../schemas/api/spam-check';
import { SPAM_CHECK_WORDS } from '../../runtime/spam-check-words';

/**
 * The spam check over HTTP, as a shopper's browser meets it on a dealer's
 * site: a fresh signed challenge per request, never cached; solved, it
 * sends one lead; sent again with a second lead, it is refused.
 */
const base = inject('appUrl');
const SITE = `${base}/sites/westside-used-cars`;
const ajv = createAjv();

const lead = (key: string, captcha?: string) =>
  fetch(`${SITE}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      form: 'enquiry',
      idempotency_key: key,
      name: 'Robin Spamcheck',
      email: 'robin@example.com',
      phone: '0400 000 731',
      message: 'Is this car still available?',
      url: '/enquiry',
      ...(captcha ? { captcha } : {}),
    }),
  });

describe('GET /api/spam-check and the lead it lets through', () => {
  it('answers a new signed challenge for the site each time, never cached', async () => {
    const [one, two] = await Promise.all([fetch(`${SITE}/api/spam-check`), fetch(`${SITE}/api/spam-check`)]);
    expect(one.status).toBe(200);
    expect(one.headers.get('cache-control')).toBe('no-store');
    const [first, second] = [await one.json(), await two.json()];
    expect(ajv.validate(spamCheckChallengeSchema, first), ajv.errorsText(ajv.errors)).toBe(true);
    expect(first.parameters.data.site).toBe('westside-used-cars');
    expect(first.signature).not.toBe(second.signature);
  });

  it('a solved challenge sends one lead; the same check with another lead is refused naming /captcha', async () => {
    const challenge = await (await fetch(`${SITE}/api/spam-check`)).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const suffix = Date.now().toString(36);
    expect((await lead(`spam-check-http-one-${suffix}`)).status).toBe(400);
    expect((await lead(`spam-check-http-two-${suffix}`, captcha)).status).toBe(201);
    const reused = await lead(`spam-check-http-three-${suffix}`, captcha);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ fields: [{ field: '/captcha', message: SPAM_CHECK_WORDS.refused }] });
  });
});
