import { solvedSpamCheckFrom } from '../support/lead-traffic';
import { describe, expect, inject, it } from 'vitest';
import { sendRaw } from '../support/http';

/**
 * The trade-in API over HTTP, against the built app and its demo data:
 * the four steps (spec detail §4) on Sunshine Coast Toyota, whose stock holds
 * Corollas near the demo rego TRADE1's, so the local valuation provider gives
 * an estimate; bad input is a 400 naming the field; a trade-in is reached
 * (and read back, for a reloaded page to reopen it) only with its own token.
 */
const base = inject('appUrl');
const port = inject('appPort');
const SITE = `${base}/sites/sunshine-toyota`;
const THIS_YEAR = new Date().getUTCFullYear();
const GOOD = { condition: 'good', accident_history: 'no', service_history: 'yes', mechanical_issues: 'no' };

let attempt = 0;
const shopper = (fields: Record<string, unknown> = {}) => ({
  form: 'trade-in',
  idempotency_key: `http-trade-in-attempt-${++attempt}-${Date.now()}`,
  name: 'Robin Seller',
  email: 'robin@example.com',
  phone: `0400 100 ${String(attempt).padStart(3, '0')}`,
  url: '/sell-my-car',
  ...fields,
});

/** Step 1 sends a lead, so it carries a solved spam check as the form's does (every demo dealer has it on). */
async function post(path: string, body: unknown, site = SITE) {
  if (path === '' && body !== null && typeof body === 'object' && !('captcha' in body)) body = { ...body, captcha: await solvedSpamCheckFrom(site) };
  const response = await fetch(`${site}/api/trade-ins${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
}

describe('POST /api/trade-ins and its steps over HTTP', () => {
  it('lead data → rego lookup → valuation → offer acceptance, each answered from what was stored', async () => {
    const started = await post('', shopper());
    expect(started.status).toBe(201);
    const reference = { trade_in_id: started.body.trade_in_id, token: started.body.token };

    const lookup = await post('/rego-lookup', { ...reference, rego: 'trade1', regoState: 'QLD' });
    expect(lookup).toMatchObject({
      status: 200,
      body: { found: true, trade_in: { rego: 'TRADE1', rego_state: 'QLD', vehicle: { make: 'Toyota', model: 'Corolla', year: THIS_YEAR - 3 } } },
    });
    expect(lookup.body.trade_in.lookup_source).toMatch(/^Local rego lookup/);

    const valued = await post('/valuation', { ...reference, kms: 42_000, adjustmentAnswers: GOOD });
    expect(valued.status).toBe(200);
    const { valuation } = valued.body.trade_in;
    expect(valuation).toMatchObject({ outcome: 'estimate', local: true, source: "Estimate from this dealer's comparable stock (local valuation provider)" });
    expect(valuation.low % 100).toBe(0);
    expect(valuation.high % 100).toBe(0);

    const offer = { ...reference, lead_id: started.body.lead_id, category: 'Trade In Valuation', subcategory: '3. Offer Accepted', form_completed: true, offer_accepted: true };
    const accepted = await post('/offer-acceptance', offer);
    expect(accepted).toMatchObject({ status: 201, body: { lead_id: expect.any(String), trade_in: { offer_accepted: true, form_completed: true, offer_price: valuation.low } } });
    expect(accepted.body.lead_id).not.toBe(started.body.lead_id);
    expect(await post('/offer-acceptance', offer)).toMatchObject({ status: 200, body: { lead_id: accepted.body.lead_id } });
  });

  it("answers on the dealer's own host as under /sites/{slug}", async () => {
    const response = await sendRaw(base, {
      method: 'POST',
      path: '/api/trade-ins',
      headers: { host: `sunshine-toyota.localhost:${port}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...shopper(), captcha: await solvedSpamCheckFrom(`${base}/sites/sunshine-toyota`) }),
    });
    expect(response.status).toBe(201);
    expect(JSON.parse(response.body)).toEqual({ trade_in_id: expect.any(String), token: expect.any(String), lead_id: expect.any(String) });
  });

  it('a trade-in is reached only with its token, and only on its own site', async () => {
    const started = await post('', shopper());
    const rego = { rego: 'TRADE1', regoState: 'QLD' };
    expect((await post('/rego-lookup', { trade_in_id: started.body.trade_in_id, token: 'x'.repeat(43), ...rego })).status).toBe(404);
    expect((await post('/rego-lookup', { trade_in_id: started.body.trade_in_id, token: started.body.token, ...rego }, `${base}/sites/westside-used-cars`)).status).toBe(404);
  });

  it('GET /api/trade-ins/{id} answers the trade-in and its next step to its own token only; 404 alike otherwise, never a 500', async () => {
    const started = await post('', shopper());
    const id = started.body.trade_in_id;
    const read = (token: string | undefined, path = id, site = SITE) =>
      fetch(`${site}/api/trade-ins/${path}`, { headers: token === undefined ? {} : { authorization: `Bearer ${token}` } });

    const fresh = await read(started.body.token);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('cache-control')).toContain('no-store');
    expect(await fresh.json()).toEqual({
      next_step: 'rego-lookup',
      trade_in: { trade_in_id: id, lead_id: started.body.lead_id, offer_accepted: false, form_completed: false },
    });

    await post('/rego-lookup', { trade_in_id: id, token: started.body.token, rego: 'TRADE1', regoState: 'QLD' });
    const looked = await read(started.body.token);
    expect(looked.status).toBe(200);
    expect(await looked.json()).toMatchObject({ next_step: 'valuation', trade_in: { rego: 'TRADE1', vehicle: { make: 'Toyota', model: 'Corolla', year: THIS_YEAR - 3 } } });

    const notFound = { error: 'No such trade-in.', fields: [{ field: '/trade_in_id', message: 'is not a trade-in started in this browser' }] };
    for (const wrong of [
      read('x'.repeat(43)),
      read(undefined),
      read(started.body.token, crypto.randomUUID()),
      read(started.body.token, 'not-a-uuid'),
      read(started.body.token, id, `${base}/sites/westside-used-cars`),
    ]) {
      const response = await wrong;
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(notFound);
    }
    // The token never travels in the address: one there is not read.
    expect((await fetch(`${SITE}/api/trade-ins/${id}?token=${started.body.token}`)).status).toBe(404);
  });

  it.each([
    ['', '/email', () => shopper({ email: 'not-an-email' })],
    ['/rego-lookup', '/rego', () => ({ trade_in_id: crypto.randomUUID(), token: 'a'.repeat(43), rego: 'TOO-LONG-REGO', regoState: 'QLD' })],
    ['/valuation', '/kms', () => ({ trade_in_id: crypto.randomUUID(), token: 'a'.repeat(43), kms: -1, adjustmentAnswers: GOOD })],
    [
      '/offer-acceptance',
      '/trade_in_id',
      () => ({
        trade_in_id: 'not-a-uuid',
        token: 'a'.repeat(43),
        lead_id: 'x',
        category: 'Trade In Valuation',
        subcategory: '3. Offer Accepted',
        form_completed: true,
        offer_accepted: true,
      }),
    ],
  ])('POST /api/trade-ins%s: bad input is a 400 naming %s', async (path, field, body) => {
    const answer = await post(path, body());
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'The request has errors.', fields: [expect.objectContaining({ field })] });
  });
});
