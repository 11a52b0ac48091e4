import { XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { registry } from '../../../blocks';
import type { Car } from '../../../schemas/entities/car';
import type { LeadDestinations } from '../../../schemas/lead-destinations';
import { isReservable } from '../../rules/reservation';
import { formatHeldUntil, reservationNumber, reservationTimeZone } from '../../rules/reservation-hold';
import { createTestShopperAuth } from '../auth/test-support/signed-in';
import { createDataAccess } from '../data-access';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { importDealerConfigs, readDealerConfigs } from '../dealer-configs';
import { postReservation } from '../http/reservations';
import { createLocalPaymentProvider } from '../payments/local-payment-provider';
import { createLeadDeliveriesRepository } from '../repositories/lead-deliveries';
import { createLeadsRepository } from '../repositories/leads';
import { seedDemoData, type DemoData } from '../seed/seed';
import { createSiteService, type SiteService } from '../site-service';
import { createLocalSmsProvider } from '../sms/local-sms-provider';
import { createLeadDeliveryWorker } from './lead-delivery-worker';
import { leadMessageId } from './lead-email';
import { createLeadSenders } from './lead-senders';
import { createLeadWebhook } from './lead-webhook';
import { reservationLeadKey } from './reservation-lead';
import { createSmtpMailProvider } from './smtp-mail-provider';
import { readMail, startSmtpReceiver } from './test-support/smtp-receiver';
import { startWebhookReceiver } from './test-support/webhook-receiver';
import { siteWebhookKey, verifyLeadSignature } from './webhook-signature';

/**
 * A reservation reaches the dealer through the lead outbox, as every lead
 * does (README "Lead delivery"): by email with its ADF file and by signed
 * webhook, once per destination, tried again when a destination fails.
 */
const SUNSHINE = 'sunshine-toyota';
const FROM = 'Dealer Sites <leads@dealer-sites.example>';
const PLATFORM_SECRET = 'platform-webhook-secret-for-tests';
const SALES = 'sales@sunshine-toyota.example.com';

let test: TestDatabase;
let data: DemoData;
let published: SiteService;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let webhook: Awaited<ReturnType<typeof startWebhookReceiver>>;

/** Sunshine as published, sending its leads to one address and the loopback webhook; its checkout open to anyone, so no sign-in is needed here. */
const sites: Pick<SiteService, 'bySiteKey'> = {
  async bySiteKey(key) {
    const site = await published.bySiteKey(key);
    if (site?.slug !== SUNSHINE) return site;
    const leadDelivery: LeadDestinations = { emails: [SALES], webhookUrl: webhook.url };
    return { ...site, document: { ...site.document, settings: { ...site.document.settings, leadDelivery, gatedRoutes: [] } } };
  },
};

beforeAll(async () => {
  test = await createTestDatabase();
  data = await seedDemoData(test.db, { cars: 120, now: new Date('2026-11-22T00:00:00Z') });
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
});

function worker() {
  const senders = createLeadSenders({ mail: createSmtpMailProvider(smtp.url), from: FROM, webhook: createLeadWebhook({ platformSecret: PLATFORM_SECRET, production: false }) });
  return createLeadDeliveryWorker({ db: test.db, sites, senders, random: () => 0, log: () => undefined });
}

const handedOut = new Set<number>();
function reservableCar(): Car {
  const car = data.cars.find((c) => c.dealership_id === 101 && c.show_on_dealer_website && isReservable(c, { reserveOnline: { enabled: true } }) && !handedOut.has(c.id));
  if (!car) throw new Error('The seeded stock has no reservable car left');
  handedOut.add(car.id);
  return car;
}

let sequence = 0;
async function reserve(car: Car, kick = { kick: vi.fn() }) {
  const n = ++sequence;
  const sms = createLocalSmsProvider();
  const context = {
    db: test.db,
    sites,
    data: createDataAccess(test.db),
    leadDelivery: kick,
    shopperSignIn: async () => ({ db: test.db, auth: createTestShopperAuth(test.db, sms), sms }),
  };
  const request = new Request(`http://${SUNSHINE}.localhost:3000/api/reservations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.7.0.${n}` },
    body: JSON.stringify({
      idempotency_key: `reservation-delivery-${String(n).padStart(6, '0')}`,
      car_id: car.id,
      first_name: 'Sam',
      last_name: 'Shopper',
      email: 'sam@example.com',
      mobile: '0412 345 678',
    }),
  });
  const response = await postReservation(context, request, SUNSHINE, { checkout: { kind: 'local' }, provider: createLocalPaymentProvider() });
  expect(response.status).toBe(201);
  const answer = (await response.json()) as { reservation_id: string; held_until: string };
  const lead = await createLeadsRepository(test.db).findByKey(SUNSHINE, reservationLeadKey(answer.reservation_id));
  return { ...answer, leadId: lead!.id };
}

const soon = () => new Date(Date.now() + 1_000);
const title = (car: Car) => [car.year, car.make, car.model, car.badge].filter(Boolean).join(' ');

describe(`a reservation reaches the dealer (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('by email with its ADF file and by signed webhook, each saying it is a reservation with the deposit and until when the car is held; once each', async () => {
    const car = reservableCar();
    const kick = { kick: vi.fn() };
    const { reservation_id: id, held_until: heldUntil, leadId } = await reserve(car, kick);
    expect(kick.kick).toHaveBeenCalledOnce();
    const heldUntilText = formatHeldUntil(new Date(heldUntil), reservationTimeZone(car));

    const delivering = worker();
    expect(await delivering.deliverDue(soon())).toEqual({ claimed: 2, delivered: 2, retrying: 0, gaveUp: 0 });
    expect(await delivering.deliverDue(new Date(Date.now() + 60 * 60_000))).toMatchObject({ claimed: 0 });

    expect(smtp.received).toHaveLength(1);
    const mail = readMail(smtp.received[0]!.raw);
    expect(mail.messageId).toBe(leadMessageId(leadId, SALES, FROM));
    expect(mail.subject).toBe(`Online reservation from Sam Shopper: ${title(car)}`);
    expect(mail.replyTo).toBe('sam@example.com');
    expect(mail.text).toContain("Online reservation from Sunshine Coast Toyota's website");
    expect(mail.text).toContain('Phone: 0412 345 678');
    expect(mail.text).toContain(`Reserved online: reservation number ${reservationNumber(id)}, the car held until ${heldUntilText}`);
    expect(mail.text).toContain('Deposit: $200 (100% refundable), pending: to be taken by phone');
    expect(mail.text).toContain('Category: Reservation');
    expect(mail.text).toContain(`Sent from: https://sunshine-toyota.example.com/cars/${car.slug}/checkout`);
    const adf = mail.attachment!.content;
    expect(XMLValidator.validate(adf)).toBe(true);
    expect(adf).toContain('<service>Online reservation</service>');
    expect(adf).toContain('<vehicle interest="buy"');
    expect(adf).toContain('<name part="first">Sam</name>');
    expect(adf).toContain('<name part="last">Shopper</name>');
    expect(adf).toContain(`Reserved online: reservation number ${reservationNumber(id)}, the car held until ${heldUntilText}`);
    expect(adf).toContain('Deposit: $200 (100% refundable), pending: to be taken by phone');

    expect(webhook.received).toHaveLength(1);
    const [posted] = webhook.received;
    expect(posted!.headers).toMatchObject({ 'x-lead-id': leadId, 'idempotency-key': `lead-${leadId}` });
    expect(verifyLeadSignature({ key: siteWebhookKey(PLATFORM_SECRET, SUNSHINE), body: posted!.body, header: posted!.headers['x-lead-signature'] as string })).toBe(true);
    const body = JSON.parse(posted!.body);
    expect(body).toMatchObject({
      lead_id: leadId,
      form: 'reservation',
      category: 'Reservation',
      event_id: car.car_type === 'new' ? 14 : 15,
      car_id: car.id,
      vehicle: { id: car.id, stocknum: car.stocknum },
      fields: { name: 'Sam', last_name: 'Shopper', email: 'sam@example.com', phone: '0412 345 678' },
      reservation: {
        reservation_id: id,
        number: reservationNumber(id),
        held_until: heldUntil,
        time_zone: reservationTimeZone(car),
        deposit_cents: 20_000,
        payment_provider: 'local',
        deposit_status: 'pending',
      },
    });
    expect(body.fields).not.toHaveProperty('reservation');
  });

  it('a destination that fails is tried again later, as for any lead, and the other is not sent twice', async () => {
    const { leadId } = await reserve(reservableCar());
    smtp.state.refusing = true;
    const delivering = worker();
    expect(await delivering.deliverDue(soon())).toEqual({ claimed: 2, delivered: 1, retrying: 1, gaveUp: 0 });
    smtp.state.refusing = false;
    expect(await delivering.deliverDue(new Date(Date.now() + 60 * 60_000))).toEqual({ claimed: 1, delivered: 1, retrying: 0, gaveUp: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(webhook.received).toHaveLength(1);
    expect((await createLeadDeliveriesRepository(test.db).forLead(leadId)).map((row) => [row.destination.split(':')[0], row.attempts, row.delivered_at !== null])).toEqual([
      ['email', 2, true],
      ['webhook', 1, true],
    ]);
  });
});
