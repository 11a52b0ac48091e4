import { XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { registry } from '../../../blocks';
import type { LeadDestinations } from '../../../schemas/lead-destinations';
import { createDataAccess } from '../data-access';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { importDealerConfigs, readDealerConfigs } from '../dealer-configs';
import { postLead } from '../http/leads';
import type { SiteApiContext } from '../http/site-request';
import { postTradeInOfferAcceptance, postTradeInRegoLookup, postTradeInStart, postTradeInValuation } from '../http/trade-ins';
import type { TradeInProviders } from '../trade-in/providers-from-env';
import { createLeadDeliveriesRepository } from '../repositories/lead-deliveries';
import { createLocalMailboxRepository } from '../repositories/local-mailbox';
import { seedDemoData, type DemoData } from '../seed/seed';
import { createSiteService, type SiteService } from '../site-service';
import { MAX_DELIVERY_ATTEMPTS } from './delivery-backoff';
import { leadMessageId } from './lead-email';
import { createLeadDeliveryWorker, DELIVERY_LEASE_MS, type LeadDeliveryKick } from './lead-delivery-worker';
import { createLeadSenders } from './lead-senders';
import { createLeadWebhook } from './lead-webhook';
import { loadDeliveredLead } from './load-delivered-lead';
import { createLocalMailboxProvider } from './local-mailbox-provider';
import { createSmtpMailProvider } from './smtp-mail-provider';
import { readMail, startSmtpReceiver } from './test-support/smtp-receiver';
import { startWebhookReceiver } from './test-support/webhook-receiver';
import { siteWebhookKey, verifyLeadSignature } from './webhook-signature';
import { serverSpamCheckSecret } from '../http/spam-check';
import { solvedSpamCheck } from '../spam-check/test-support';

const SUNSHINE = 'sunshine-toyota';
const HARBOUR = 'harbour-city-motors';
const WESTSIDE = 'westside-used-cars';
const FROM = 'Dealer Sites <leads@dealer-sites.example>';
const PLATFORM_SECRET = 'platform-webhook-secret-for-tests';
const SALES = 'sales@sunshine-toyota.example.com';
const CRM_INBOX = 'crm@sunshine-toyota.example.com';

let test: TestDatabase;
let data: DemoData;
let published: SiteService;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let webhook: Awaited<ReturnType<typeof startWebhookReceiver>>;
const logged: string[] = [];

/**
 * The published sites, with the destinations each test dealer's document
 * names: Sunshine two addresses and the loopback webhook, Westside none;
 * Harbour City keeps its demo document's own (leads@harbour-city-motors…).
 */
const destinations = (): Record<string, LeadDestinations> => ({ [SUNSHINE]: { emails: [SALES, CRM_INBOX], webhookUrl: webhook.url }, [WESTSIDE]: { emails: [] } });
const sites: Pick<SiteService, 'bySiteKey'> = {
  async bySiteKey(key) {
    const site = await published.bySiteKey(key);
    const leadDelivery = site && destinations()[site.slug];
    return site && leadDelivery ? { ...site, document: { ...site.document, settings: { ...site.document.settings, leadDelivery } } } : site;
  },
};

beforeAll(async () => {
  test = await createTestDatabase();
  data = await seedDemoData(test.db, { cars: 60, now: new Date('2026-11-22T00:00:00Z') });
  await importDealerConfigs(test.db, await readDealerConfigs());
  published = createSiteService(test.db, registry);
  [smtp, webhook] = await Promise.all([startSmtpReceiver(), startWebhookReceiver()]);
}, 60_000);
afterAll(async () => {
  await Promise.all([smtp?.close(), webhook?.close()]);
  await test?.drop();
});
beforeEach(() => {
  smtp.received.length = 0;
  webhook.received.length = 0;
  smtp.state.refusing = false;
  webhook.state.status = 200;
  logged.length = 0;
});

/** A server's worker: email through the loopback SMTP server, webhooks signed and posted to loopback (allowed outside production); no jitter. */
function worker(db = test.db, { production = false } = {}) {
  const senders = createLeadSenders({ mail: createSmtpMailProvider(smtp.url), from: FROM, webhook: createLeadWebhook({ platformSecret: PLATFORM_SECRET, production }) });
  return createLeadDeliveryWorker({ db, sites, senders, random: () => 0, log: (line) => logged.push(line) });
}

// Every lead comes from its own address and phone, so the route's rate limits never refuse one.
let sequence = 0;
const next = () => String(++sequence).padStart(6, '0');

/** What Harbour City's rules ask of every enquiry besides (spec detail §5): the terms ticked and a dealership chosen. */
const HARBOUR_ANSWERS = { terms_accepted: true, dealership_slug: 'harbour-city-hyundai-kia' };

async function post(site: string, fields: Record<string, unknown> = {}, leadDelivery?: LeadDeliveryKick) {
  const n = next();
  const body = {
    form: 'enquiry',
    idempotency_key: `delivery-test-${n}-attempt`,
    name: 'Sam Shopper',
    email: 'sam@example.com',
    phone: `0400 ${n}`,
    message: 'Is this car still available?',
    url: '/enquiry',
    ...(site === HARBOUR ? HARBOUR_ANSWERS : {}),
    // Solved as the shopper's browser solves it: every demo dealer has the spam check on.
    captcha: await solvedSpamCheck(site, serverSpamCheckSecret()),
    ...fields,
  };
  const request = new Request(`http://${site}.localhost:3000/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${Math.floor(sequence / 250)}.${sequence % 250}`, 'user-agent': 'Mozilla/5.0' },
    body: JSON.stringify(body),
  });
  const response = await postLead({ db: test.db, sites, data: createDataAccess(test.db), leadDelivery }, request, site);
  const answer = (await response.json()) as { lead_id: string };
  expect(answer, JSON.stringify(answer)).toHaveProperty('lead_id');
  return { status: response.status, leadId: answer.lead_id, body };
}

const outbox = () => createLeadDeliveriesRepository(test.db);
/** A moment just after now: rows are due from the moment their lead was stored. */
const soon = () => new Date(Date.now() + 1_000);
const later = (start: Date, ms: number) => new Date(start.getTime() + ms);
const sunshineCar = () => data.cars.find((car) => car.dealership_id === 101 && car.car_type === 'used')!;

async function deliverAll(each: ReturnType<typeof worker>, now: Date) {
  let claimed = 0;
  for (let round = await each.deliverDue(now); round.claimed > 0; round = await each.deliverDue(now)) claimed += round.claimed;
  return claimed;
}

describe(`delivering stored leads to the dealer (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('a lead reaches each destination once: each address by email with its ADF file, the webhook signed; a second round sends nothing', async () => {
    const car = sunshineCar();
    const kick = { kick: vi.fn() };
    const { status, leadId } = await post(SUNSHINE, { car_id: car.id, url: `/cars/${car.slug}` }, kick);
    expect(status).toBe(201);
    expect(kick.kick).toHaveBeenCalledOnce();

    const delivering = worker();
    expect(await delivering.deliverDue(soon())).toEqual({ claimed: 3, delivered: 3, retrying: 0, gaveUp: 0 });
    expect(await delivering.deliverDue(later(soon(), 60 * 60_000))).toEqual({ claimed: 0, delivered: 0, retrying: 0, gaveUp: 0 });

    expect(smtp.received.map((mail) => mail.to)).toEqual(expect.arrayContaining([[SALES], [CRM_INBOX]]));
    expect(smtp.received).toHaveLength(2);
    for (const { to, raw } of smtp.received) {
      const mail = readMail(raw);
      expect(mail.messageId).toBe(leadMessageId(leadId, to[0]!, FROM));
      expect(mail.leadId).toBe(leadId);
      expect(mail.subject).toBe(`Enquiry from Sam Shopper: ${car.year} ${car.make} ${car.model}${car.badge ? ` ${car.badge}` : ''}`);
      expect(mail.replyTo).toBe('sam@example.com');
      expect(mail.text).toContain("Enquiry from Sunshine Coast Toyota's website");
      expect(mail.text).toContain('Is this car still available?');
      expect(mail.attachment).toMatchObject({ contentType: expect.stringContaining('text/xml'), fileName: `lead-${leadId}.adf.xml` });
      expect(XMLValidator.validate(mail.attachment!.content)).toBe(true);
      expect(mail.attachment!.content).toContain(`<id sequence="1" source="Dealer Sites">${leadId}</id>`);
      expect(mail.attachment!.content).toContain(`<odometer units="km">${car.km}</odometer>`);
    }

    expect(webhook.received).toHaveLength(1);
    const [posted] = webhook.received;
    expect(posted!.headers).toMatchObject({ 'content-type': 'application/json', 'x-lead-id': leadId, 'idempotency-key': `lead-${leadId}` });
    expect(verifyLeadSignature({ key: siteWebhookKey(PLATFORM_SECRET, SUNSHINE), body: posted!.body, header: posted!.headers['x-lead-signature'] as string })).toBe(true);
    const lead = JSON.parse(posted!.body);
    expect(lead).toMatchObject({
      lead_id: leadId,
      site_slug: SUNSHINE,
      dealer_name: 'Sunshine Coast Toyota',
      form: 'enquiry',
      car_id: car.id,
      vehicle: { id: car.id, make: car.make, km: car.km },
    });
    expect(lead.fields).toMatchObject({ name: 'Sam Shopper', email: 'sam@example.com', message: 'Is this car still available?' });
    expect(posted!.body).not.toContain('client_address');

    expect(await outbox().forLead(leadId)).toEqual([
      expect.objectContaining({ destination: `email:${CRM_INBOX}`, attempts: 1, delivered_at: expect.any(String), last_error: null, gave_up_at: null }),
      expect.objectContaining({ destination: `email:${SALES}`, attempts: 1, delivered_at: expect.any(String), last_error: null }),
      expect.objectContaining({ destination: `webhook:${webhook.url}`, attempts: 1, delivered_at: expect.any(String), last_error: null }),
    ]);
  });

  it("the outbox is written with the lead, one row per destination in the dealer's document; none for a dealer without destinations; none more for a retry", async () => {
    const kick = { kick: vi.fn() };
    const harbour = await post(HARBOUR, {}, kick);
    expect((await outbox().forLead(harbour.leadId)).map((row) => row.destination)).toEqual(['email:leads@harbour-city-motors.example.com']);
    expect(kick.kick).toHaveBeenCalledOnce();

    const westside = await post(WESTSIDE, {}, kick);
    expect(westside.status).toBe(201);
    expect(await outbox().forLead(westside.leadId)).toEqual([]);

    const sunshine = await post(SUNSHINE, {}, kick);
    const retry = await postLead(
      { db: test.db, sites, data: createDataAccess(test.db), leadDelivery: kick },
      new Request(`http://${SUNSHINE}.localhost:3000/api/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.8.0.1' },
        body: JSON.stringify(sunshine.body),
      }),
      SUNSHINE,
    );
    expect(retry.status).toBe(200);
    expect(await outbox().forLead(sunshine.leadId)).toHaveLength(3);
    expect(kick.kick).toHaveBeenCalledTimes(2);

    await deliverAll(worker(), soon());
    expect(smtp.received).toHaveLength(3);
    expect(webhook.received).toHaveLength(1);
  });

  it('a honeypot lead (spam) gets no outbox rows and is never delivered', async () => {
    const kick = { kick: vi.fn() };
    const bot = await post(SUNSHINE, { website: 'https://cheap-pills.example' }, kick);
    expect(bot.status).toBe(201);
    expect(await outbox().forLead(bot.leadId)).toEqual([]);
    expect(await worker().deliverDue(later(soon(), 24 * 60 * 60_000))).toMatchObject({ claimed: 0 });
    expect(smtp.received).toEqual([]);
    expect(webhook.received).toEqual([]);
    expect(kick.kick).not.toHaveBeenCalled();
  });

  it('a webhook that is down (503) gets the lead once it is up: attempts counted, waits doubling from 30 s, the same Idempotency-Key; the emails go once', async () => {
    webhook.state.status = 503;
    const { leadId } = await post(SUNSHINE);
    const webhookRow = async () => (await outbox().forLead(leadId)).find((row) => row.destination.startsWith('webhook:'))!;
    const delivering = worker();
    const t0 = soon();

    expect(await delivering.deliverDue(t0)).toEqual({ claimed: 3, delivered: 2, retrying: 1, gaveUp: 0 });
    expect(await webhookRow()).toMatchObject({ attempts: 1, delivered_at: null, last_error: 'The webhook answered 503.', next_attempt_at: later(t0, 30_000).toISOString() });
    expect((await delivering.deliverDue(later(t0, 29_999))).claimed).toBe(0);

    expect(await delivering.deliverDue(later(t0, 30_000))).toMatchObject({ claimed: 1, retrying: 1 });
    expect(await webhookRow()).toMatchObject({ attempts: 2, next_attempt_at: later(t0, 90_000).toISOString() });

    webhook.state.status = 200;
    expect((await delivering.deliverDue(later(t0, 89_999))).claimed).toBe(0);
    expect(await delivering.deliverDue(later(t0, 90_000))).toMatchObject({ claimed: 1, delivered: 1 });
    expect(await webhookRow()).toMatchObject({ attempts: 3, delivered_at: later(t0, 90_000).toISOString(), last_error: null });

    expect(webhook.received).toHaveLength(3);
    expect(new Set(webhook.received.map((request) => request.headers['idempotency-key']))).toEqual(new Set([`lead-${leadId}`]));
    expect(new Set(webhook.received.map((request) => request.body)).size).toBe(1);
    expect(smtp.received).toHaveLength(2);
  });

  it('an SMTP server refusing mail for now (451) gets the lead when it accepts again', async () => {
    smtp.state.refusing = true;
    const { leadId } = await post(HARBOUR);
    const delivering = worker();
    const t0 = soon();
    expect(await delivering.deliverDue(t0)).toMatchObject({ claimed: 1, retrying: 1 });
    const [row] = await outbox().forLead(leadId);
    expect(row).toMatchObject({ attempts: 1, delivered_at: null, last_error: expect.stringContaining('451') });

    smtp.state.refusing = false;
    expect(await delivering.deliverDue(later(t0, 30_000))).toMatchObject({ claimed: 1, delivered: 1 });
    expect(smtp.received.map((mail) => mail.to)).toEqual([['leads@harbour-city-motors.example.com']]);
  });

  it('a server that died mid-send leaves its claim until the lease runs out; then a restarted server delivers it, and the dead claim can record nothing', async () => {
    const { leadId } = await post(HARBOUR);
    const t0 = soon();
    const crashed = await outbox().claimDue({ claimedBy: 'server-that-crashed', now: t0, leaseMs: DELIVERY_LEASE_MS, limit: 10 });
    expect(crashed.map((row) => row.lead_id)).toEqual([leadId]);

    const restarted = worker();
    expect((await restarted.deliverDue(later(t0, DELIVERY_LEASE_MS - 1))).claimed).toBe(0);
    expect(smtp.received).toEqual([]);
    expect(await restarted.deliverDue(later(t0, DELIVERY_LEASE_MS))).toMatchObject({ claimed: 1, delivered: 1 });
    expect(smtp.received).toHaveLength(1);

    // The crashed server's late word, were it to come back, changes nothing.
    await outbox().markFailed(crashed[0]!, 'server-that-crashed', { error: 'late', now: t0, retryAt: later(t0, 30_000) });
    expect((await outbox().forLead(leadId))[0]).toMatchObject({ attempts: 2, delivered_at: later(t0, DELIVERY_LEASE_MS).toISOString(), last_error: null, gave_up_at: null });
  });

  it('two workers at once (two app servers) deliver each row once', async () => {
    const leads = [];
    for (let n = 0; n < 5; n += 1) leads.push((await post(SUNSHINE)).leadId);
    const [first, second] = [worker(test.db), worker(test.openAnother())];
    const now = soon();
    const claimed = await Promise.all([deliverAll(first, now), deliverAll(second, now), deliverAll(first, now), deliverAll(second, now)]);
    expect(claimed.reduce((sum, each) => sum + each, 0)).toBe(15);

    expect(smtp.received).toHaveLength(10);
    expect(new Set(smtp.received.map((mail) => readMail(mail.raw).messageId)).size).toBe(10);
    expect(webhook.received.map((request) => request.headers['x-lead-id']).sort()).toEqual([...leads].sort());
    for (const leadId of leads) {
      for (const row of await outbox().forLead(leadId)) expect(row).toMatchObject({ attempts: 1, delivered_at: expect.any(String) });
    }
  });

  it('a delivery that fails MAX_DELIVERY_ATTEMPTS times is given up: kept with its last error, said in the log, never claimed again', async () => {
    smtp.state.refusing = true;
    const { leadId } = await post(HARBOUR);
    await test.db
      .updateTable('lead_deliveries')
      .set({ attempts: MAX_DELIVERY_ATTEMPTS - 1 })
      .where('lead_id', '=', leadId)
      .execute();
    const delivering = worker();
    const t0 = soon();
    expect(await delivering.deliverDue(t0)).toMatchObject({ claimed: 1, gaveUp: 1 });
    expect((await outbox().forLead(leadId))[0]).toMatchObject({
      attempts: MAX_DELIVERY_ATTEMPTS,
      gave_up_at: t0.toISOString(),
      delivered_at: null,
      last_error: expect.stringContaining('451'),
    });
    expect(logged).toEqual([expect.stringContaining(`Gave up delivering lead ${leadId} to email:leads@harbour-city-motors.example.com after ${MAX_DELIVERY_ATTEMPTS} attempts`)]);
    expect(await outbox().undelivered(100)).toContainEqual(expect.objectContaining({ lead_id: leadId, site_slug: HARBOUR, gave_up_at: t0.toISOString() }));

    smtp.state.refusing = false;
    expect((await delivering.deliverDue(later(t0, 7 * 24 * 60 * 60_000))).claimed).toBe(0);
    expect(smtp.received).toEqual([]);
  });

  it('a webhook address a production server refuses (loopback) is given up at once, not retried for days; the emails still go', async () => {
    const { leadId } = await post(SUNSHINE);
    const t0 = soon();
    expect(await worker(test.db, { production: true }).deliverDue(t0)).toEqual({ claimed: 3, delivered: 2, retrying: 0, gaveUp: 1 });
    expect((await outbox().forLead(leadId)).find((row) => row.destination.startsWith('webhook:'))).toMatchObject({
      attempts: 1,
      gave_up_at: t0.toISOString(),
      last_error: expect.stringContaining('https only'),
    });
    expect(logged).toEqual([expect.stringContaining(`Gave up delivering lead ${leadId} to webhook:${webhook.url} after 1 attempt:`)]);
    expect(webhook.received).toEqual([]);
    expect(smtp.received).toHaveLength(2);
  });

  it('a started worker sends a new lead as soon as the route kicks it, and stops cleanly', async () => {
    const running = worker();
    running.start();
    try {
      await post(HARBOUR, {}, running);
      await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
    } finally {
      await running.stop();
    }
    const { leadId } = await post(HARBOUR, {}, running);
    // Stopped: a kick starts nothing (stop waits for any round under way), and the lead waits in the outbox for the next server.
    await running.stop();
    expect((await outbox().forLead(leadId))[0]).toMatchObject({ attempts: 0, delivered_at: null });
    expect(smtp.received).toHaveLength(1);
    await deliverAll(worker(), soon());
    expect(smtp.received).toHaveLength(2);
  });

  describe('a trade-in (spec detail §4 trade-in steps: lead data, rego lookup, valuation, offer acceptance)', () => {
    const THIS_YEAR = new Date().getUTCFullYear();
    const FOUND = { make: 'Mazda', model: 'CX-5', year: THIS_YEAR - 2, badge: 'Maxx Sport', body: 'SUV', transmission: 'Automatic', fuel: 'Petrol' };
    const SERVICE = 'Test valuation service';
    /** A lookup and a valuation service as the HTTP adapters would answer, so the figures do not hang on the demo stock. */
    const providers: TradeInProviders = {
      regoLookup: { kind: 'http', source: 'Test rego service', lookUp: async () => ({ found: true, vehicle: FOUND }) },
      valuation: { kind: 'http', source: SERVICE, value: async () => ({ outcome: 'estimate', low: 31_400, high: 33_900, offer_price: 31_400 }) },
    };
    const GOOD = { condition: 'good', accident_history: 'no', service_history: 'yes', mechanical_issues: 'no' } as const;

    async function step(
      route: (context: SiteApiContext, request: Request, segment: string, chosen?: TradeInProviders) => Promise<Response>,
      body: object,
      kick?: LeadDeliveryKick,
    ) {
      const request = new Request(`http://${SUNSHINE}.localhost:3000/api/trade-ins`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.7.0.${next().slice(-2)}`, 'user-agent': 'Mozilla/5.0' },
        body: JSON.stringify(body),
      });
      const response = await route({ db: test.db, sites, data: createDataAccess(test.db), leadDelivery: kick }, request, SUNSHINE, providers);
      return (await response.json()) as Record<string, any>;
    }

    /** The ADF attached to the email to SALES about this lead. */
    const adfTo = (leadId: string) => readMail(smtp.received.find((mail) => mail.to[0] === SALES && readMail(mail.raw).leadId === leadId)!.raw);

    it('each of its leads carries the shopper’s car as it stands when sent: an empty trade-in vehicle before the lookup, then what the lookup and valuation found', async () => {
      const kick = { kick: vi.fn() };
      const started = await step(
        postTradeInStart,
        {
          form: 'trade-in',
          idempotency_key: `delivery-trade-in-${next()}-attempt`,
          name: 'Sam Seller',
          email: 'sam@example.com',
          phone: `0400 ${next()}`,
          url: '/sell-my-car',
          captcha: await solvedSpamCheck(SUNSHINE, serverSpamCheckSecret()),
        },
        kick,
      );
      const reference = { trade_in_id: started.trade_in_id, token: started.token };

      // Step 1's lead goes at once: a trade-in before any lookup, year, make and model empty (ADF requires them).
      await deliverAll(worker(), soon());
      const first = adfTo(started.lead_id);
      expect(first.attachment!.content).toContain('<vehicle interest="trade-in" status="used">\n      <year/>\n      <make/>\n      <model/>\n    </vehicle>');
      expect(first.attachment!.content).not.toContain('interest="buy"');
      expect(first.text).toContain('Trade-in: no rego looked up yet');

      await step(postTradeInRegoLookup, { ...reference, rego: 'abc123', regoState: 'NSW' });
      const valued = await step(postTradeInValuation, { ...reference, kms: 38_500, adjustmentAnswers: GOOD });
      expect(valued.trade_in.valuation).toMatchObject({ outcome: 'estimate', offer_price: 31_400 });
      const accepted = await step(
        postTradeInOfferAcceptance,
        { ...reference, lead_id: started.lead_id, category: 'Trade In Valuation', subcategory: '3. Offer Accepted', form_completed: true, offer_accepted: true },
        kick,
      );
      await deliverAll(worker(), soon());

      // The accepted offer: the car, its odometer in km, the appraisal (ADF 1.0's price type for a valuation) and the registration.
      const offer = adfTo(accepted.lead_id);
      const xml = offer.attachment!.content;
      expect(XMLValidator.validate(xml)).toBe(true);
      expect(xml).toContain(
        [
          '<vehicle interest="trade-in" status="used">',
          `      <year>${THIS_YEAR - 2}</year>`,
          '      <make>Mazda</make>',
          '      <model>CX-5</model>',
          '      <trim>Maxx Sport</trim>',
          '      <bodystyle>SUV</bodystyle>',
          '      <transmission>Automatic</transmission>',
          '      <odometer status="original" units="km">38500</odometer>',
          '      <condition>good</condition>',
          `      <price type="appraisal" currency="AUD" source="${SERVICE}">31400</price>`,
        ].join('\n'),
      );
      expect(xml).toContain('Registration: ABC123 (NSW)');
      expect(offer.subject).toBe(`Trade-in valuation from Sam Seller: trade-in ${THIS_YEAR - 2} Mazda CX-5 Maxx Sport`);
      expect(offer.text).toContain(`Trade-in: ${THIS_YEAR - 2} Mazda CX-5 Maxx Sport, registration ABC123 (NSW), 38,500 km`);
      expect(offer.text).toContain(`Estimate $31,400 – $33,900 (${SERVICE}); offer $31,400, subject to inspection: accepted by the shopper.`);

      const posted = webhook.received.map((each) => JSON.parse(each.body)).find((body) => body.lead_id === accepted.lead_id);
      expect(posted.trade_in).toMatchObject({ trade_in_id: started.trade_in_id, rego: 'ABC123', vehicle: FOUND, kms: 38_500, offer_price: 31_400, offer_accepted: true });
      expect(JSON.stringify(posted)).not.toContain('token');
    });

    it('a delivered lead is read with its trade-in in one query: no query more for the trade-in, none per step', async () => {
      const started = await step(postTradeInStart, {
        form: 'trade-in',
        idempotency_key: `delivery-trade-in-${next()}-attempt`,
        name: 'Sam Seller',
        email: 'sam@example.com',
        phone: `0400 ${next()}`,
        url: '/sell-my-car',
        captcha: await solvedSpamCheck(SUNSHINE, serverSpamCheckSecret()),
      });
      await step(postTradeInRegoLookup, { trade_in_id: started.trade_in_id, token: started.token, rego: 'XYZ789', regoState: 'QLD' });
      const queries: string[] = [];
      const counted = test.db.withPlugin({
        transformQuery: ({ node }) => {
          queries.push(node.kind);
          return node;
        },
        transformResult: async ({ result }) => result,
      });
      const delivered = await loadDeliveredLead(counted, { bySiteKey: async () => undefined }, started.lead_id);
      expect(delivered?.tradeIn).toMatchObject({ trade_in_id: started.trade_in_id, rego: 'XYZ789', vehicle: FOUND });
      expect(queries).toEqual(['SelectQueryNode']);
      expect((await loadDeliveredLead(test.db, sites, (await post(SUNSHINE)).leadId))?.tradeIn).toBeUndefined();
      // The outbox left empty for the tests after this one.
      await deliverAll(worker(), soon());
    });
  });

  it('without an SMTP server the local mailbox keeps the email (the same Message-ID once) and sends nothing', async () => {
    const { leadId } = await post(HARBOUR);
    const mail = createLocalMailboxProvider(test.db);
    const local = createLeadDeliveryWorker({
      db: test.db,
      sites,
      senders: createLeadSenders({ mail, from: FROM, webhook: createLeadWebhook({ platformSecret: PLATFORM_SECRET, production: false }) }),
    });
    expect(await local.deliverDue(soon())).toMatchObject({ claimed: 1, delivered: 1 });
    const kept = (await createLocalMailboxRepository(test.db).newest()).filter((each) => each.lead_id === leadId);
    expect(kept).toEqual([
      expect.objectContaining({
        site_slug: HARBOUR,
        sent_to: 'leads@harbour-city-motors.example.com',
        sent_from: FROM,
        message_id: leadMessageId(leadId, 'leads@harbour-city-motors.example.com', FROM),
      }),
    ]);
    expect(kept[0]!.adf_xml).toContain(`<vendorname>Harbour City Motor Group</vendorname>`);

    // A repeat (a crash between the send and marking it) is dropped by its Message-ID.
    await mail.send({ ...kept[0]!, messageId: kept[0]!.message_id, leadId, siteSlug: HARBOUR, from: FROM, to: kept[0]!.sent_to, text: 'again', adfXml: '', adfFileName: 'x' });
    expect((await createLocalMailboxRepository(test.db).newest()).filter((each) => each.lead_id === leadId)).toHaveLength(1);
    expect(smtp.received).toEqual([]);
  });
});
