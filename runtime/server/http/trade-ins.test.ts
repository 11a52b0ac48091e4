import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedSpamCheck } from '../spam-check/test-support';
import { serverSpamCheckSecret } from './spam-check';
import { registry } from '../../../blocks';
import type { AdjustmentAnswers, TradeInStartRequest } from '../../../schemas/api/trade-ins';
import type { Car } from '../../../schemas/entities/car';
import { LEAD_EVENT_IDS } from '../../rules/lead-events';
import { ONLINE_ESTIMATE_MAX_AGE_YEARS, ONLINE_ESTIMATE_MAX_KMS } from '../../rules/online-estimate';
import { createDataAccess } from '../data-access';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { importDealerConfigs, readDealerConfigs } from '../dealer-configs';
import { createLeadsRepository } from '../repositories/leads';
import { createTradeInsRepository } from '../repositories/trade-ins';
import { seedDemoData, type DemoData } from '../seed/seed';
import { createSiteService } from '../site-service';
import { LOCAL_REGO_LOOKUP_SOURCE } from '../trade-in/local-rego-lookup';
import { LOCAL_VALUATION_SOURCE } from '../trade-in/local-valuation';
import { TRADE_IN_STEP_LIMITS } from '../trade-in/trade-in-steps';
import { tradeInTokenHash } from '../trade-in/trade-in-token';
import type { SiteApiContext } from './site-request';
import { getTradeInState, postTradeInOfferAcceptance, postTradeInRegoLookup, postTradeInStart, postTradeInValuation } from './trade-ins';

const SUNSHINE = 'sunshine-toyota';
const WESTSIDE = 'westside-used-cars';
const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1';
const GOOD: AdjustmentAnswers = { condition: 'good', accident_history: 'no', service_history: 'yes', mechanical_issues: 'no' };
/** The demo data is aged from today, as the server ages it: the FAQ's limits read today's date. */
const NOW = new Date();
const THIS_YEAR = NOW.getUTCFullYear();

let test: TestDatabase;
let data: DemoData;
let context: SiteApiContext;
/** A used car of Sunshine's stock young enough for an online estimate: its plate is a rego the local lookup knows. */
let tradedCar: Car;

beforeAll(async () => {
  test = await createTestDatabase();
  data = await seedDemoData(test.db, { cars: 200, now: NOW });
  await importDealerConfigs(test.db, await readDealerConfigs());
  context = { db: test.db, sites: createSiteService(test.db, registry), data: createDataAccess(test.db) };
  tradedCar = data.cars.find((car) => car.dealership_id === 101 && car.car_type === 'used' && car.regplate && car.price > 0 && car.year >= THIS_YEAR - 5)!;
});
afterAll(() => test.drop());

let sequence = 0;
const next = () => String(++sequence).padStart(6, '0');
const newAddress = () => {
  const n = ++sequence;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

function shopper(fields: Partial<TradeInStartRequest> = {}): Record<string, unknown> {
  return {
    form: 'trade-in',
    idempotency_key: `trade-in-test-attempt-${next()}`,
    name: 'Sam Seller',
    email: 'sam@example.com',
    phone: `0400 ${next()}`,
    url: '/sell-my-car',
    ...fields,
  };
}

type Route = typeof postTradeInStart;
/** Step 1 sends a lead, so it carries a spam check solved for the site, as the form's does (every demo dealer has it on). */
async function post(route: Route, body: unknown, { site = SUNSHINE, from = newAddress() } = {}) {
  if (route === postTradeInStart && body !== null && typeof body === 'object' && !('captcha' in body)) {
    body = { ...body, captcha: await solvedSpamCheck(site, serverSpamCheckSecret()) };
  }
  const request = new Request(`http://${site}.localhost:3000/api/trade-ins`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from, 'user-agent': BROWSER },
    body: JSON.stringify(body),
  });
  const response = await route(context, request, site);
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as Record<string, any> };
}

const ref = (trade: { trade_in_id: string; token: string }) => ({ trade_in_id: trade.trade_in_id, token: trade.token });

/** Step 1 on Sunshine: the trade-in's id, token and lead. */
async function started(fields: Partial<TradeInStartRequest> = {}) {
  const answer = await post(postTradeInStart, shopper(fields));
  expect(answer.status).toBe(201);
  return answer.body as { trade_in_id: string; token: string; lead_id: string };
}

const tradeIns = () => createTradeInsRepository(test.openAnother());

/** GET /api/trade-ins/{id} with the token as the browser sends it, `Authorization: Bearer {token}`, or with the header given. */
async function read(id: string, token: string | undefined, { site = SUNSHINE, authorization = token === undefined ? undefined : `Bearer ${token}` } = {}) {
  const request = new Request(`http://${site}.localhost:3000/api/trade-ins/${encodeURIComponent(id)}`, {
    headers: { 'x-forwarded-for': newAddress(), ...(authorization === undefined ? {} : { authorization }) },
  });
  const response = await getTradeInState(context, request, site, id);
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: (await response.json()) as Record<string, any> };
}

describe(`the trade-in steps, each stored before it is answered (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('lead data → rego lookup → valuation → offer acceptance (spec detail §4), with the rows as each step leaves them', async () => {
    const wanted = data.cars.find((car) => car.dealership_id === 101 && car.car_type === 'new')!;
    const from = '198.51.100.30';

    // Step 1: the lead, through the lead path, filed as a trade-in; the trade-in beside it.
    const step1 = await post(postTradeInStart, shopper({ car_id: wanted.id, url: '/cars/trade-in', source: 'vehicle page' }), { from });
    expect(step1.status).toBe(201);
    expect(step1.body).toEqual({ trade_in_id: expect.stringMatching(/^[0-9a-f-]{36}$/), token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), lead_id: expect.any(String) });
    const { trade_in_id: id, token, lead_id: leadId } = step1.body;
    const lead = await createLeadsRepository(test.openAnother()).find(SUNSHINE, leadId);
    expect(lead).toMatchObject({
      form: 'trade-in',
      category: 'Trade In Valuation',
      subcategory: null,
      car_id: wanted.id,
      car_dealership_id: 101,
      event_id: LEAD_EVENT_IDS.newCarEnquiry,
    });
    expect(lead?.fields).toMatchObject({ name: 'Sam Seller', email: 'sam@example.com' });
    const afterStart = await tradeIns().find(SUNSHINE, id);
    expect(afterStart).toMatchObject({ lead_id: leadId, car_id: wanted.id, rego: null, valuation: null, offer_accepted: false, form_completed: false });
    // Only the token's hash is kept.
    expect(afterStart?.token_hash).toBe(tradeInTokenHash(token));
    expect(afterStart?.token_hash).not.toContain(token);

    // Step 2: the plate of a car Sunshine once had, typed in lower case.
    const step2 = await post(postTradeInRegoLookup, { trade_in_id: id, token, rego: tradedCar.regplate!.toLowerCase(), regoState: tradedCar.state }, { from });
    expect(step2.status).toBe(200);
    expect(step2.body.found).toBe(true);
    expect(step2.body.trade_in).toMatchObject({
      rego: tradedCar.regplate,
      rego_state: tradedCar.state,
      vehicle: { make: tradedCar.make, model: tradedCar.model, year: tradedCar.year },
      lookup_source: LOCAL_REGO_LOOKUP_SOURCE,
    });
    expect(await tradeIns().find(SUNSHINE, id)).toMatchObject({
      rego: tradedCar.regplate,
      rego_state: tradedCar.state,
      make: tradedCar.make,
      model: tradedCar.model,
      year: tradedCar.year,
    });

    // Step 3: kms and the adjustment answers; the valuation under its own column name.
    const step3 = await post(postTradeInValuation, { trade_in_id: id, token, kms: 30_000, adjustmentAnswers: GOOD }, { from });
    expect(step3.status).toBe(200);
    const valuation = step3.body.trade_in.valuation;
    expect(valuation).toMatchObject({ outcome: 'estimate', source: LOCAL_VALUATION_SOURCE, local: true, comparables: expect.any(Number) });
    expect(valuation.low % 100).toBe(0);
    expect(valuation.high).toBeGreaterThan(valuation.low);
    expect(valuation.offer_price).toBe(valuation.low);
    expect(await tradeIns().find(SUNSHINE, id)).toMatchObject({ kms: 30_000, adjustment_answers: GOOD, valuation, offer_price: valuation.low, form_completed: false });

    // Step 4: the offer accepted, as a second lead with the spec's payload.
    const offer = { trade_in_id: id, token, lead_id: leadId, category: 'Trade In Valuation', subcategory: '3. Offer Accepted', form_completed: true, offer_accepted: true };
    const step4 = await post(postTradeInOfferAcceptance, offer, { from });
    expect(step4.status).toBe(201);
    expect(step4.body.trade_in).toMatchObject({ offer_accepted: true, form_completed: true, offer_lead_id: step4.body.lead_id, offer_price: valuation.low });
    const accepted = await createLeadsRepository(test.openAnother()).find(SUNSHINE, step4.body.lead_id);
    expect(accepted).toMatchObject({
      form: 'trade-in',
      category: 'Trade In Valuation',
      subcategory: '3. Offer Accepted',
      event_id: LEAD_EVENT_IDS.offerAccepted,
      car_id: wanted.id,
    });
    expect(accepted?.fields).toMatchObject({ name: 'Sam Seller', lead_id: leadId, trade_in_id: id, form_completed: true, offer_accepted: true, offer_price: valuation.low });
    expect(await tradeIns().find(SUNSHINE, id)).toMatchObject({ offer_accepted: true, form_completed: true, offer_lead_id: step4.body.lead_id });

    // Accepting again is the same lead; a completed trade-in takes no more steps.
    expect(await post(postTradeInOfferAcceptance, offer, { from })).toMatchObject({ status: 200, body: { lead_id: step4.body.lead_id } });
    expect((await post(postTradeInRegoLookup, { trade_in_id: id, token, rego: 'TRADE1', regoState: 'QLD' })).status).toBe(409);
    expect((await post(postTradeInValuation, { trade_in_id: id, token, kms: 10, adjustmentAnswers: GOOD })).status).toBe(409);
  });

  it('a retry of step 1 finds the same lead and trade-in, and only its new token works from then on', async () => {
    const body = shopper();
    const first = await post(postTradeInStart, body);
    const retry = await post(postTradeInStart, body);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ trade_in_id: first.body.trade_in_id, lead_id: first.body.lead_id });
    expect(retry.body.token).not.toBe(first.body.token);
    const step = (token: string) => post(postTradeInRegoLookup, { trade_in_id: first.body.trade_in_id, token, rego: 'TRADE1', regoState: 'QLD' });
    expect((await step(first.body.token)).status).toBe(404);
    expect((await step(retry.body.token)).status).toBe(200);
  });

  it('one shopper cannot reach another’s trade-in: a wrong token, an unknown id and another site all answer 404 alike', async () => {
    const mine = await started();
    const theirs = await started();
    const rego = { rego: 'TRADE1', regoState: 'QLD' };
    const notFound = { error: 'No such trade-in.', fields: [{ field: '/trade_in_id', message: 'is not a trade-in started in this browser' }] };
    expect(await post(postTradeInRegoLookup, { trade_in_id: theirs.trade_in_id, token: mine.token, ...rego })).toMatchObject({ status: 404, body: notFound });
    expect(await post(postTradeInRegoLookup, { trade_in_id: crypto.randomUUID(), token: mine.token, ...rego })).toMatchObject({ status: 404, body: notFound });
    expect(await post(postTradeInRegoLookup, { trade_in_id: mine.trade_in_id, token: mine.token, ...rego }, { site: WESTSIDE })).toMatchObject({ status: 404, body: notFound });
    const offer = {
      trade_in_id: mine.trade_in_id,
      token: mine.token,
      lead_id: theirs.lead_id,
      category: 'Trade In Valuation',
      subcategory: '3. Offer Accepted',
      form_completed: true,
      offer_accepted: true,
    };
    expect(await post(postTradeInOfferAcceptance, offer)).toMatchObject({
      status: 400,
      body: { fields: [{ field: '/lead_id', message: 'is not the lead this trade-in started with' }] },
    });
    expect(await tradeIns().find(SUNSHINE, theirs.trade_in_id)).toMatchObject({ rego: null });
  });

  describe('spec detail §9 Trade-in FAQ: no online estimate over 7 years or 100,000 km; the lead has reached the dealer anyway', () => {
    async function valued(rego: string, state: string, kms: number) {
      const started_ = await started();
      expect((await post(postTradeInRegoLookup, { ...ref(started_), rego, regoState: state })).body.found).toBe(true);
      const answer = await post(postTradeInValuation, { trade_in_id: started_.trade_in_id, token: started_.token, kms, adjustmentAnswers: GOOD });
      expect(answer.status).toBe(200);
      return { ...started_, trade_in: answer.body.trade_in };
    }

    it(`${ONLINE_ESTIMATE_MAX_KMS.toLocaleString('en-AU')} km gets an estimate; ${(ONLINE_ESTIMATE_MAX_KMS + 1).toLocaleString('en-AU')} km does not, and the trade-in is complete`, async () => {
      expect((await valued(tradedCar.regplate!, tradedCar.state!, ONLINE_ESTIMATE_MAX_KMS)).trade_in.valuation.outcome).toBe('estimate');
      const over = await valued(tradedCar.regplate!, tradedCar.state!, ONLINE_ESTIMATE_MAX_KMS + 1);
      expect(over.trade_in).toMatchObject({ valuation: { outcome: 'no-estimate', reason: 'over-km' }, form_completed: true, offer_accepted: false });
      expect(over.trade_in.offer_price).toBeUndefined();
      expect(await createLeadsRepository(test.db).find(SUNSHINE, over.lead_id)).toMatchObject({ form: 'trade-in' });
      const offer = {
        trade_in_id: over.trade_in_id,
        token: over.token,
        lead_id: over.lead_id,
        category: 'Trade In Valuation',
        subcategory: '3. Offer Accepted',
        form_completed: true,
        offer_accepted: true,
      };
      expect((await post(postTradeInOfferAcceptance, offer)).status).toBe(409);
    });

    it(`a car over ${ONLINE_ESTIMATE_MAX_AGE_YEARS} years (the demo rego OLDCAR1) gets none`, async () => {
      expect((await valued('OLDCAR1', 'VIC', 20_000)).trade_in).toMatchObject({ vehicle: { year: THIS_YEAR - 12 }, valuation: { outcome: 'no-estimate', reason: 'over-age' } });
    });

    it('a car the stock has nothing like (the demo rego RARE1) gets none: no comparables, the dealer calls back', async () => {
      expect((await valued('RARE1', 'NSW', 20_000)).trade_in).toMatchObject({ valuation: { outcome: 'no-estimate', reason: 'no-comparables', local: true }, form_completed: true });
    });
  });

  it('a plate the lookup does not know is stored as looked up with no car; the valuation then has no car to value', async () => {
    const trade = await started();
    const lookup = await post(postTradeInRegoLookup, { ...ref(trade), rego: 'ZZZ999', regoState: 'TAS' });
    expect(lookup).toMatchObject({ status: 200, body: { found: false, trade_in: { rego: 'ZZZ999', rego_state: 'TAS', lookup_source: LOCAL_REGO_LOOKUP_SOURCE } } });
    expect(lookup.body.trade_in.vehicle).toBeUndefined();
    const valuation = await post(postTradeInValuation, { trade_in_id: trade.trade_in_id, token: trade.token, kms: 50_000, adjustmentAnswers: GOOD });
    expect(valuation.body.trade_in).toMatchObject({ kms: 50_000, valuation: { outcome: 'no-estimate', reason: 'unknown-vehicle' }, form_completed: true });
  });

  it('a new lookup clears a valuation of the car before it', async () => {
    const trade = await started();
    await post(postTradeInRegoLookup, { ...ref(trade), rego: tradedCar.regplate, regoState: tradedCar.state });
    await post(postTradeInValuation, { trade_in_id: trade.trade_in_id, token: trade.token, kms: 20_000, adjustmentAnswers: GOOD });
    expect(await tradeIns().find(SUNSHINE, trade.trade_in_id)).toMatchObject({ valuation: { outcome: 'estimate' } });
    await post(postTradeInRegoLookup, { ...ref(trade), rego: 'RARE1', regoState: 'QLD' });
    expect(await tradeIns().find(SUNSHINE, trade.trade_in_id)).toMatchObject({ make: 'Morgan', kms: null, valuation: null, offer_price: null });
  });

  describe('GET /api/trade-ins/{id}: a reloaded page reopens its trade-in at the step it reached (spec detail §4 trade-in steps)', () => {
    it('answers the stored trade-in and its next step after each step, never cached, never with the token or its hash', async () => {
      const trade = await started();
      const first = await read(trade.trade_in_id, trade.token);
      expect(first).toMatchObject({ status: 200, cacheControl: 'no-store' });
      expect(first.body).toEqual({
        next_step: 'rego-lookup',
        trade_in: { trade_in_id: trade.trade_in_id, lead_id: trade.lead_id, offer_accepted: false, form_completed: false },
      });

      await post(postTradeInRegoLookup, { ...ref(trade), rego: tradedCar.regplate, regoState: tradedCar.state });
      expect((await read(trade.trade_in_id, trade.token)).body).toMatchObject({
        next_step: 'valuation',
        trade_in: { rego: tradedCar.regplate, vehicle: { make: tradedCar.make, model: tradedCar.model, year: tradedCar.year }, lookup_source: LOCAL_REGO_LOOKUP_SOURCE },
      });

      const valued = await post(postTradeInValuation, { ...ref(trade), kms: 30_000, adjustmentAnswers: GOOD });
      const afterValuation = await read(trade.trade_in_id, trade.token);
      expect(afterValuation.body).toEqual({ next_step: 'offer-acceptance', trade_in: valued.body.trade_in });

      const offer = { ...ref(trade), lead_id: trade.lead_id, category: 'Trade In Valuation', subcategory: '3. Offer Accepted', form_completed: true, offer_accepted: true };
      expect((await post(postTradeInOfferAcceptance, offer)).status).toBe(201);
      const done = await read(trade.trade_in_id, trade.token);
      expect(done.body).toMatchObject({ next_step: 'complete', trade_in: { offer_accepted: true, form_completed: true } });
      const stored = await tradeIns().find(SUNSHINE, trade.trade_in_id);
      expect(JSON.stringify(done.body)).not.toContain(trade.token);
      expect(JSON.stringify(done.body)).not.toContain(stored!.token_hash);
    });

    it('a plate the lookup did not find reopens at the rego lookup with the plate; a car with no online estimate is complete', async () => {
      const trade = await started();
      await post(postTradeInRegoLookup, { ...ref(trade), rego: 'ZZZ999', regoState: 'TAS' });
      expect((await read(trade.trade_in_id, trade.token)).body).toMatchObject({ next_step: 'rego-lookup', trade_in: { rego: 'ZZZ999', rego_state: 'TAS' } });
      await post(postTradeInValuation, { ...ref(trade), kms: 50_000, adjustmentAnswers: GOOD });
      expect((await read(trade.trade_in_id, trade.token)).body).toMatchObject({ next_step: 'complete', trade_in: { valuation: { outcome: 'no-estimate' } } });
    });

    it('answers 404 alike, never a 500, for a wrong token, an unknown id, another site’s trade-in, no token, another scheme and an id that could be none', async () => {
      const mine = await started();
      const theirs = await started();
      const notFound = { status: 404, body: { error: 'No such trade-in.', fields: [{ field: '/trade_in_id', message: 'is not a trade-in started in this browser' }] } };
      expect(await read(theirs.trade_in_id, mine.token)).toMatchObject(notFound);
      expect(await read(crypto.randomUUID(), mine.token)).toMatchObject(notFound);
      expect(await read(mine.trade_in_id, mine.token, { site: WESTSIDE })).toMatchObject(notFound);
      expect(await read(mine.trade_in_id, undefined)).toMatchObject(notFound);
      expect(await read(mine.trade_in_id, mine.token, { authorization: `Basic ${mine.token}` })).toMatchObject(notFound);
      expect(await read(mine.trade_in_id, mine.token, { authorization: `Bearer ${mine.token}x` })).toMatchObject(notFound);
      for (const id of ['not-a-uuid', mine.trade_in_id.toUpperCase(), `${mine.trade_in_id}/x`, "'; drop table trade_ins; --", '\u0000', 'x'.repeat(5_000)]) {
        expect(await read(id, mine.token)).toMatchObject(notFound);
      }
      // The scheme is case-insensitive and may be followed by more than one space (RFC 9110 §11.4).
      expect((await read(mine.trade_in_id, mine.token, { authorization: `bearer  ${mine.token} ` })).status).toBe(200);
    });

    it('a retry of step 1 hands out a new token, and the old one reads nothing from then on', async () => {
      const body = shopper();
      const first = await post(postTradeInStart, body);
      const retry = await post(postTradeInStart, body);
      expect((await read(first.body.trade_in_id, first.body.token)).status).toBe(404);
      expect((await read(retry.body.trade_in_id, retry.body.token)).status).toBe(200);
    });
  });

  describe('400 naming each field', () => {
    it.each([
      ['step 1: another form', postTradeInStart, () => shopper({ form: 'enquiry' as never }), '/form', 'must be "trade-in"'],
      ['step 1: no phone', postTradeInStart, () => shopper({ phone: undefined }), '/phone', 'is required'],
      ['step 2: a rego with a dot', postTradeInRegoLookup, () => ({ rego: 'AB.123', regoState: 'QLD' }), '/rego', 'must be'],
      ['step 2: ten characters', postTradeInRegoLookup, () => ({ rego: 'ABCDE12345', regoState: 'QLD' }), '/rego', 'must be'],
      ['step 2: not an Australian state', postTradeInRegoLookup, () => ({ rego: 'ABC123', regoState: 'NZ' }), '/regoState', 'must be one of: ACT, NSW, NT, QLD, SA, TAS, VIC, WA'],
      ['step 3: a million km', postTradeInValuation, () => ({ kms: 1_000_000, adjustmentAnswers: GOOD }), '/kms', 'must be at most 999999'],
      ['step 3: km with a fraction', postTradeInValuation, () => ({ kms: 1.5, adjustmentAnswers: GOOD }), '/kms', 'must be a whole number'],
      ['step 3: a missing answer', postTradeInValuation, () => ({ kms: 10, adjustmentAnswers: { ...GOOD, condition: undefined } }), '/adjustmentAnswers/condition', 'is required'],
      [
        'step 4: another subcategory',
        postTradeInOfferAcceptance,
        () => ({ lead_id: 'x', category: 'Trade In Valuation', subcategory: '2. Valuation', form_completed: true, offer_accepted: true }),
        '/subcategory',
        'must be "3. Offer Accepted"',
      ],
      [
        'step 4: no token',
        postTradeInOfferAcceptance,
        () => ({ token: undefined, lead_id: 'x', category: 'Trade In Valuation', subcategory: '3. Offer Accepted', form_completed: true, offer_accepted: true }),
        '/token',
        'is required',
      ],
    ] as const)('%s', async (_name, route, body, field, message) => {
      const reference = route === postTradeInStart ? {} : { trade_in_id: crypto.randomUUID(), token: 'a'.repeat(43) };
      const answer = await post(route, { ...reference, ...body() });
      expect(answer.status).toBe(400);
      expect(answer.body.fields).toContainEqual({ field, message: expect.stringContaining(message) });
    });
  });

  it(`more than ${TRADE_IN_STEP_LIMITS['rego-lookup']} rego lookups from one address in an hour get 429 with Retry-After; another address is not held back`, async () => {
    const trade = await started();
    const from = '198.51.100.77';
    const lookUp = (address: string) => post(postTradeInRegoLookup, { ...ref(trade), rego: 'TRADE1', regoState: 'QLD' }, { from: address });
    for (let i = 0; i < TRADE_IN_STEP_LIMITS['rego-lookup']; i++) expect((await lookUp(from)).status).toBe(200);
    const refused = await lookUp(from);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect((await lookUp('198.51.100.78')).status).toBe(200);
  });

  it('step 1 about a car of another site is the lead path’s 404, and nothing is stored', async () => {
    const westsideCar = data.cars.find((car) => car.dealership_id === 301)!;
    const answer = await post(postTradeInStart, shopper({ car_id: westsideCar.id }));
    expect(answer).toMatchObject({ status: 404, body: { fields: [{ field: '/car_id', message: 'is not a car of this site' }] } });
  });
});
