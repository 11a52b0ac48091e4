import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../blocks';
import type { LeadRequest } from '../../../schemas/api/leads';
import type { Car } from '../../../schemas/entities/car';
import { CAREER_ENQUIRY_SUBCATEGORY, GENERAL_ENQUIRY_CATEGORY, LEAD_EVENT_IDS, TEST_DRIVE_ONLY_TAG } from '../../rules/lead-events';
import { POSTCODE_MESSAGE, POSTCODE_NOT_FOUND_MESSAGE, REQUIRED_MESSAGE, TERMS_MESSAGE } from '../../rules/lead-requirements';
import { createDataAccess } from '../data-access';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { importDealerConfigs, readDealerConfigs } from '../dealer-configs';
import { createLeadsRepository } from '../repositories/leads';
import { seedDemoData, type DemoData } from '../seed/seed';
import { createSiteService } from '../site-service';
import { LEADS_PER_ADDRESS, LEADS_PER_PHONE, postLead, submitLead, TOO_MANY_LEADS } from './leads';
import type { SiteApiContext } from './site-request';
import { serverSpamCheckSecret } from './spam-check';
import { solvedSpamCheck } from '../spam-check/test-support';
import { SPAM_CHECK_WORDS } from '../../spam-check-words';

const SUNSHINE = 'sunshine-toyota';
const HARBOUR = 'harbour-city-motors';
const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1';

let test: TestDatabase;
let data: DemoData;
let context: SiteApiContext;

beforeAll(async () => {
  test = await createTestDatabase();
  data = await seedDemoData(test.db, { cars: 200, now: new Date('2026-11-22T00:00:00Z') });
  await importDealerConfigs(test.db, await readDealerConfigs());
  context = { db: test.db, sites: createSiteService(test.db, registry), data: createDataAccess(test.db) };
});
afterAll(() => test.drop());

// Every test sends from its own address and phone, so one test's leads never count against another's limits.
let sequence = 0;
const next = () => String(++sequence).padStart(6, '0');
const newKey = () => `lead-test-attempt-${next()}`;
const newPhone = () => `0400 ${next()}`;
const newAddress = () => {
  const n = ++sequence;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

/** What a form sends: the schema fills in the defaulted fields (contact method Phone, opt-in off) on the server. */
type SentLead = Omit<LeadRequest, 'opt_in' | 'preferred_contact_method'> & Partial<Pick<LeadRequest, 'opt_in' | 'preferred_contact_method'>>;

function enquiry(fields: Partial<LeadRequest> = {}): SentLead {
  return {
    form: 'enquiry',
    idempotency_key: newKey(),
    name: 'Sam Shopper',
    email: 'sam@example.com',
    phone: newPhone(),
    message: 'Is this car still available?',
    url: '/cars',
    ...fields,
  };
}

/**
 * Sends a lead as a form does: with a spam check solved for the site (every
 * demo dealer has the check on), unless the body brings its own or
 * `solved: false` sends none.
 */
async function post(body: unknown, { site = SUNSHINE, from = newAddress(), via = context, solved = true } = {}) {
  const withCheck = solved && body !== null && typeof body === 'object' && !('captcha' in body) ? { ...body, captcha: await solvedSpamCheck(site, serverSpamCheckSecret()) } : body;
  const request = new Request(`http://${site}.localhost:3000/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from, 'user-agent': BROWSER },
    body: JSON.stringify(withCheck),
  });
  const response = await postLead(via, request, site);
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as Record<string, unknown> };
}

const leads = () => createLeadsRepository(test.db);
const carOf = (dealershipId: number, pick: (car: Car) => boolean) => data.cars.find((car) => car.dealership_id === dealershipId && pick(car))!;

describe(`POST /api/leads (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('stores the lead, then answers 201 {lead_id}: the stored row carries the spec §3 Lead fields', async () => {
    const car = carOf(101, (c) => c.car_type === 'new');
    const sent = enquiry({
      car_id: car.id,
      url: `/cars/${car.slug}`,
      source: 'vehicle page',
      category: 'Sales',
      lead_attributes: { visited_pages: ['/search/new-cars', `/cars/${car.slug}`], linked_query_params: { utm_source: 'google' } },
    });
    const answer = await post(sent, { from: '198.51.100.10' });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ lead_id: expect.any(String) });
    // Read through another app server's connection: the lead was committed before the answer went out.
    const stored = await createLeadsRepository(test.openAnother()).find(SUNSHINE, answer.body.lead_id as string);
    expect(stored).toMatchObject({
      site_slug: SUNSHINE,
      idempotency_key: sent.idempotency_key,
      form: 'enquiry',
      category: 'Sales',
      subcategory: null,
      event_id: LEAD_EVENT_IDS.newCarEnquiry,
      url: `/cars/${car.slug}`,
      source: 'vehicle page',
      user_agent: BROWSER,
      car_id: car.id,
      car_dealership_id: 101,
      lead_attributes: sent.lead_attributes,
      client_address: '198.51.100.10',
      spam: false,
    });
    // What the shopper typed, with the schema's defaults (spec §5: contact method Phone) filled in.
    expect(stored?.fields).toEqual({
      name: 'Sam Shopper',
      email: 'sam@example.com',
      phone: sent.phone,
      message: 'Is this car still available?',
      preferred_contact_method: 'Phone',
      opt_in: false,
    });
    expect(await leads().find(HARBOUR, answer.body.lead_id as string)).toBeUndefined();
  });

  it('answers a retry with the same idempotency key 200 with the same lead_id, and stores one row', async () => {
    const sent = enquiry();
    const first = await post(sent);
    const retry = await post({ ...sent, message: 'Sent twice by a double tap' });
    expect(first.status).toBe(201);
    expect(retry).toEqual({ status: 200, retryAfter: null, body: { lead_id: first.body.lead_id } });
    expect(await leads().countWithKey(SUNSHINE, sent.idempotency_key)).toBe(1);
    expect((await leads().find(SUNSHINE, first.body.lead_id as string))?.fields).toMatchObject({ message: 'Is this car still available?' });
  });

  it('spec detail §4 and §7: the last step of a form asked in steps sends isLastStep true; stored like any lead, the mark not among what the shopper typed', async () => {
    const answer = await post(enquiry({ isLastStep: true }));
    expect(answer.status).toBe(201);
    const stored = await leads().find(SUNSHINE, answer.body.lead_id as string);
    expect(stored?.fields).toMatchObject({ name: 'Sam Shopper', message: 'Is this car still available?' });
    expect(stored?.fields).not.toHaveProperty('isLastStep');
  });

  it('keeps one key per site: the same key on another site is another lead', async () => {
    const key = newKey();
    const onSunshine = await post(enquiry({ idempotency_key: key }));
    const onWestside = await post(enquiry({ idempotency_key: key }), { site: 'westside-used-cars' });
    expect([onSunshine.status, onWestside.status]).toEqual([201, 201]);
    expect(onWestside.body.lead_id).not.toBe(onSunshine.body.lead_id);
  });

  it('20 concurrent posts with one key, through several app servers’ connections, store one row and all answer its id', async () => {
    const sent = enquiry();
    const servers = [context, ...Array.from({ length: 3 }, () => ({ ...context, db: test.openAnother() }))];
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post(sent, { via: servers[i % servers.length], from: '198.51.100.20' })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(19);
    expect(new Set(answers.map((a) => a.body.lead_id)).size).toBe(1);
    expect(await leads().countWithKey(SUNSHINE, sent.idempotency_key)).toBe(1);
  });

  describe('400 naming each field', () => {
    it.each([
      ['a missing name', { name: undefined }, '/name', REQUIRED_MESSAGE],
      ['an email that is not one', { email: 'sam-at-example' }, '/email', 'must be an email address'],
      ['a short idempotency key', { idempotency_key: 'short' }, '/idempotency_key', 'must be letters, digits, - and _ only (16 to 64)'],
      ['an unknown form', { form: 'survey' }, '/form', 'must be one of: enquiry, test-drive, contact, finance, careers, photo-request, trade-in'],
      ['an unknown field', { favourite_colour: 'red' }, '/favourite_colour', 'is not a known field here'],
      ['spec detail §7: a step before the last (isLastStep false): only whole leads are kept', { isLastStep: false }, '/isLastStep', 'must be true'],
    ])('schema: %s', async (_name, change, field, message) => {
      const body = { ...enquiry(), ...change };
      const answer = await post(JSON.parse(JSON.stringify(body)));
      expect(answer).toEqual({ status: 400, retryAfter: null, body: { error: 'The request has errors.', fields: [{ field, message }] } });
    });

    it('spec §5: the enquiry message is required (sunshine-toyota keeps the default); nothing is stored', async () => {
      const sent = enquiry({ message: '  ' });
      expect(await post(sent)).toEqual({ status: 400, retryAfter: null, body: { error: 'The request has errors.', fields: [{ field: '/message', message: REQUIRED_MESSAGE }] } });
      expect(await leads().countWithKey(SUNSHINE, sent.idempotency_key)).toBe(0);
    });

    it('spec §5 at harbour-city-motors (terms required, three dealerships): terms with "*You must agree…", and the preferred dealership', async () => {
      const answer = await post(enquiry(), { site: HARBOUR });
      expect(answer).toEqual({
        status: 400,
        retryAfter: null,
        body: {
          error: 'The request has errors.',
          fields: [
            { field: '/dealership_slug', message: REQUIRED_MESSAGE },
            { field: '/terms_accepted', message: TERMS_MESSAGE },
          ],
        },
      });
      const accepted = await post(enquiry({ terms_accepted: true, dealership_slug: 'harbour-city-hyundai-kia' }), { site: HARBOUR });
      expect(accepted.status).toBe(201);
    });

    it('spec §5: the contact form needs a 4-digit postcode, "Invalid postcode. Please enter a 4-digit number."', async () => {
      const contact = enquiry({ form: 'contact', message: undefined, last_name: 'Shopper' });
      expect((await post(JSON.parse(JSON.stringify(contact)))).body).toEqual({
        error: 'The request has errors.',
        fields: [{ field: '/postcode', message: POSTCODE_MESSAGE }],
      });
      expect((await post({ ...contact, postcode: '4000' })).status).toBe(201);
    });

    describe('spec §5: "A postcode that cannot be geocoded raises Invalid postcode" (offline postcode data)', () => {
      const contact = (postcode: string) => enquiry({ form: 'contact', message: undefined, last_name: 'Shopper', postcode });
      const notFound = { status: 400, retryAfter: null, body: { error: 'The request has errors.', fields: [{ field: '/postcode', message: POSTCODE_NOT_FOUND_MESSAGE }] } };

      it('4000 (Brisbane) is located and the lead stored', async () => {
        const sent = contact('4000');
        expect((await post(sent)).status).toBe(201);
        expect(await leads().countWithKey(SUNSHINE, sent.idempotency_key)).toBe(1);
      });

      it.each([
        ['0000', 'never allocated'],
        ['5999', 'unused'],
        ['9999', "Australia Post's letters to Santa, no place"],
      ])('%s (%s) is refused with "Invalid postcode" before the lead is stored', async (postcode) => {
        const sent = contact(postcode);
        expect(await post(sent)).toEqual(notFound);
        expect(await leads().countWithKey(SUNSHINE, sent.idempotency_key)).toBe(0);
      });

      it('a PO box postcode (3001, Melbourne GPO boxes) is a real postcode, located at its post office: accepted', async () => {
        expect((await post(contact('3001'))).status).toBe(201);
      });

      it('on any form that sends one: an enquiry with an unknown postcode is refused too', async () => {
        expect(await post(enquiry({ postcode: '0000' }))).toEqual(notFound);
      });

      it("is said with the dealer's other rules, so the shopper fixes everything at once (harbour-city-motors: dealership and terms)", async () => {
        const answer = await post(contact('0000'), { site: HARBOUR });
        expect(answer.body.fields).toEqual([
          { field: '/dealership_slug', message: REQUIRED_MESSAGE },
          { field: '/terms_accepted', message: TERMS_MESSAGE },
          { field: '/postcode', message: POSTCODE_NOT_FOUND_MESSAGE },
        ]);
      });

      it.each(['123', '12345', 'abcd'])('"%s" is not 4 digits: the 4-digit rule gives its own message, never "Invalid postcode"', async (postcode) => {
        // The request schema refuses it first over HTTP, in its own words; the rule behind it says the spec's.
        expect((await post(contact(postcode))).body.fields).toEqual([{ field: '/postcode', message: 'must be a 4-digit postcode' }]);
        const published = (await context.sites.bySiteKey(SUNSHINE))!;
        const sent = { ...contact(postcode), opt_in: false, preferred_contact_method: 'Phone' as const };
        const answer = await submitLead(test.db, published, sent, { clientAddress: newAddress(), userAgent: BROWSER });
        expect(answer).toEqual({ status: 400, body: { error: 'The request has errors.', fields: [{ field: '/postcode', message: POSTCODE_MESSAGE }] } });
      });
    });
  });

  it("answers 404 naming /car_id for another dealer's car, or one that does not exist", async () => {
    const westsideCar = carOf(301, () => true);
    const refused = { status: 404, retryAfter: null, body: { error: 'No such car on this site.', fields: [{ field: '/car_id', message: 'is not a car of this site' }] } };
    const sent = enquiry({ car_id: westsideCar.id });
    expect(await post(sent)).toEqual(refused);
    expect(await post(enquiry({ car_id: 2_000_000_000 }))).toEqual(refused);
    expect(await leads().countWithKey(SUNSHINE, sent.idempotency_key)).toBe(0);
  });

  it('honeypot: a filled website field is answered exactly like a lead (201 {lead_id}) and stored as spam', async () => {
    const real = await post(enquiry(), { from: '198.51.100.30' });
    const bot = await post(enquiry({ website: 'https://cheap-pills.example' }), { from: '198.51.100.31' });
    expect(bot.status).toBe(real.status);
    expect(Object.keys(bot.body)).toEqual(Object.keys(real.body));
    expect(bot.body).toEqual({ lead_id: expect.any(String) });
    expect(await leads().find(SUNSHINE, bot.body.lead_id as string)).toMatchObject({ spam: true, fields: expect.objectContaining({ website: 'https://cheap-pills.example' }) });
    expect(await leads().find(SUNSHINE, real.body.lead_id as string)).toMatchObject({ spam: false });
  });

  it(`per phone: ${LEADS_PER_PHONE} new leads an hour are stored, the next gets 429 with Retry-After (spelt differently, one phone); a retry still gets its id`, async () => {
    const digits = next().slice(-6);
    const spellings = [`0400 ${digits}`, `+61 400 ${digits}`, `(04) 00${digits}`, `0400-${digits.slice(0, 3)}-${digits.slice(3)}`];
    const statuses: number[] = [];
    let firstSent: SentLead | undefined;
    let firstId: unknown;
    for (let i = 0; i < LEADS_PER_PHONE; i++) {
      const sent = enquiry({ phone: spellings[i % spellings.length] });
      const answer = await post(sent, { from: `192.0.2.${i + 1}` });
      statuses.push(answer.status);
      if (i === 0) [firstSent, firstId] = [sent, answer.body.lead_id];
    }
    expect(statuses).toEqual(Array(LEADS_PER_PHONE).fill(201));
    const over = enquiry({ phone: spellings[1] });
    const refused = await post(over, { from: '192.0.2.100' });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: TOO_MANY_LEADS, fields: [] });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(await leads().countWithKey(SUNSHINE, over.idempotency_key)).toBe(0);
    expect(await post(firstSent, { from: '192.0.2.1' })).toEqual({ status: 200, retryAfter: null, body: { lead_id: firstId } });
  });

  it(`per address: ${LEADS_PER_ADDRESS} new leads an hour are stored, the next gets 429 with Retry-After, honeypot or not`, async () => {
    const from = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < LEADS_PER_ADDRESS; i++) statuses.push((await post(enquiry(), { from })).status);
    expect(statuses).toEqual(Array(LEADS_PER_ADDRESS).fill(201));
    const refused = await post(enquiry(), { from });
    expect(refused).toEqual({ status: 429, retryAfter: expect.stringMatching(/^[1-9]\d*$/), body: { error: TOO_MANY_LEADS, fields: [] } });
    expect((await post(enquiry({ website: 'spam' }), { from })).status).toBe(429);
  });

  describe('spec §9 event ids, with the car', () => {
    const eventOf = async (body: SentLead) => {
      const answer = await post(body);
      expect(answer.status).toBe(201);
      return (await leads().find(SUNSHINE, answer.body.lead_id as string))!;
    };

    it('14 for an enquiry about a new car, 15 about a used car, 22 without a car', async () => {
      expect((await eventOf(enquiry({ car_id: carOf(101, (c) => c.car_type === 'new').id }))).event_id).toBe(14);
      expect((await eventOf(enquiry({ car_id: carOf(101, (c) => c.car_type === 'used').id }))).event_id).toBe(15);
      expect((await eventOf(enquiry())).event_id).toBe(22);
    });

    it('17 for a test drive of a new car, 48 of a used car, and 17 of a used car tagged Test Drive Only', async () => {
      const newCar = carOf(101, (c) => c.car_type === 'new');
      const [used, taggedUsed] = data.cars.filter((c) => c.dealership_id === 101 && c.car_type === 'used' && c.tag === undefined);
      await test.db.updateTable('cars').set({ tag: TEST_DRIVE_ONLY_TAG }).where('id', '=', taggedUsed.id).execute();
      expect((await eventOf(enquiry({ form: 'test-drive', car_id: newCar.id }))).event_id).toBe(17);
      expect((await eventOf(enquiry({ form: 'test-drive', car_id: used.id }))).event_id).toBe(48);
      expect((await eventOf(enquiry({ form: 'test-drive', car_id: taggedUsed.id }))).event_id).toBe(17);
    });

    it('51 for careers, filed as category General Enquiry, subcategory Career Enquiry (spec §5)', async () => {
      const careers = await eventOf(enquiry({ form: 'careers', category: 'Jobs', message: 'I would like to apply as a mechanic.' }));
      expect(careers).toMatchObject({ form: 'careers', event_id: 51, category: GENERAL_ENQUIRY_CATEGORY, subcategory: CAREER_ENQUIRY_SUBCATEGORY });
    });
  });
});

describe('spam check on leads (issue: a self-hosted proof-of-work captcha shown by default)', () => {
  it('where the dealer has it on, a lead without a solved check is refused, naming the field, and nothing is stored', async () => {
    const sent = enquiry();
    const answer = await post(sent, { solved: false });
    expect(answer).toMatchObject({ status: 400, body: { fields: [{ field: '/captcha', message: SPAM_CHECK_WORDS.missing }] } });
    expect(await leads().countWithKey(SUNSHINE, sent.idempotency_key)).toBe(0);
  });

  it("a check solved for another dealer's site, or forged, is refused", async () => {
    const forHarbour = await solvedSpamCheck(HARBOUR, serverSpamCheckSecret());
    expect(await post(enquiry({ captcha: forHarbour }))).toMatchObject({ status: 400, body: { fields: [{ field: '/captcha', message: SPAM_CHECK_WORDS.refused }] } });
    const forged = await solvedSpamCheck(SUNSHINE, 'not the server key');
    expect(await post(enquiry({ captcha: forged }))).toMatchObject({ status: 400, body: { fields: [{ field: '/captcha', message: SPAM_CHECK_WORDS.refused }] } });
  });

  it('one solved check sends one lead: a second lead with it is refused, a retry of the same attempt is not', async () => {
    const captcha = await solvedSpamCheck(SUNSHINE, serverSpamCheckSecret());
    const first = enquiry({ captcha });
    const stored = await post(first);
    expect(stored.status).toBe(201);
    expect(await post(first)).toEqual({ status: 200, retryAfter: null, body: stored.body });
    const second = enquiry({ captcha });
    expect(await post(second)).toMatchObject({ status: 400, body: { fields: [{ field: '/captcha', message: SPAM_CHECK_WORDS.refused }] } });
    expect(await leads().countWithKey(SUNSHINE, second.idempotency_key)).toBe(0);
  });

  it('ten different leads racing with one check: exactly one is stored', async () => {
    const captcha = await solvedSpamCheck(SUNSHINE, serverSpamCheckSecret());
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(enquiry({ captcha }))));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(9);
  });

  it('where the dealer has it off, a lead needs no check', async () => {
    const published = (await context.sites.bySiteKey(SUNSHINE))!;
    const document = { ...published.document, settings: { ...published.document.settings, captcha: { enabled: false } } };
    const sent = { ...enquiry(), opt_in: false, preferred_contact_method: 'Phone' as const };
    const answer = await submitLead(test.db, { slug: SUNSHINE, document }, sent, { clientAddress: newAddress(), userAgent: BROWSER });
    expect(answer.status).toBe(201);
  });
});
