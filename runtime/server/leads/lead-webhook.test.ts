import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLeadWebhook, leadWebhookBody } from './lead-webhook';
import { ACCEPTED_TRADE_IN, deliveredLead } from './test-support/delivered-lead-fixture';
import { startWebhookReceiver } from './test-support/webhook-receiver';
import { WebhookAddressRefused } from './webhook-address';
import { siteWebhookKey, verifyLeadSignature } from './webhook-signature';

const SECRET = 'platform-webhook-secret-for-tests';
const SENT_AT = new Date('2026-11-22T01:02:03Z');
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver?.close());
beforeEach(() => {
  receiver.received.length = 0;
  receiver.state.status = 200;
});

const outsideProduction = createLeadWebhook({ platformSecret: SECRET, production: false, clock: () => SENT_AT });

describe('posting a lead to a webhook', () => {
  it('posts the JSON of the lead with X-Lead-Id, Idempotency-Key and a signature the CRM can verify', async () => {
    const lead = deliveredLead();
    await outsideProduction(lead, receiver.url);
    const [request] = receiver.received;
    expect(request!.body).toBe(leadWebhookBody(lead));
    expect(request!.headers).toMatchObject({ 'x-lead-id': lead.lead.id, 'idempotency-key': `lead-${lead.lead.id}`, 'content-type': 'application/json' });
    const check = { key: siteWebhookKey(SECRET, 'sunshine-toyota'), header: request!.headers['x-lead-signature'] as string, nowSeconds: SENT_AT.getTime() / 1000 };
    expect(verifyLeadSignature({ ...check, body: request!.body })).toBe(true);
    expect(verifyLeadSignature({ ...check, body: request!.body.replace('Sam Shopper', 'Someone Else') })).toBe(false);
  });

  it('the body carries the spec §3 Lead fields and what the shopper typed, never the honeypot or their network address', () => {
    const body = JSON.parse(leadWebhookBody(deliveredLead({ fields: { website: '' } })));
    expect(Object.keys(body)).toEqual([
      'lead_id',
      'site_slug',
      'dealer_name',
      'created_at',
      'form',
      'category',
      'subcategory',
      'event_id',
      'url',
      'source',
      'user_agent',
      'car_id',
      'car_dealership_id',
      'vehicle',
      'trade_in',
      'fields',
      'lead_attributes',
    ]);
    expect(body.trade_in).toBeNull();
    expect(body.fields).not.toHaveProperty('website');
    expect(JSON.stringify(body)).not.toContain('198.51.100.7');
  });

  it('a trade-in’s lead carries the trade-in as the trade-in API answers it: the car found, kms, answers, valuation and offer', () => {
    const body = JSON.parse(leadWebhookBody(deliveredLead({ tradeIn: ACCEPTED_TRADE_IN })));
    expect(body.trade_in).toEqual(ACCEPTED_TRADE_IN);
  });

  it('anything but a 2xx is a failure to try again: a 503, a redirect', async () => {
    receiver.state.status = 503;
    await expect(outsideProduction(deliveredLead(), receiver.url)).rejects.toThrow('The webhook answered 503.');
    receiver.state.status = 302;
    await expect(outsideProduction(deliveredLead(), receiver.url)).rejects.toThrow('The webhook answered 302.');
  });

  it('a CRM that does not answer within the timeout is a failure, not a wait without end', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const impatient = createLeadWebhook({ platformSecret: SECRET, production: false, timeoutMs: 200 });
      await expect(impatient(deliveredLead(), `http://127.0.0.1:${(silent.address() as AddressInfo).port}/leads`)).rejects.toThrow(/abort|timeout/i);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('a production server posts to no loopback or private address, however it is written, and connects to none', async () => {
    const production = createLeadWebhook({ platformSecret: SECRET, production: true });
    const { port } = receiver;
    await expect(production(deliveredLead(), receiver.url)).rejects.toThrow(WebhookAddressRefused);
    await expect(production(deliveredLead(), `https://127.0.0.1:${port}/leads`)).rejects.toThrow(WebhookAddressRefused);
    await expect(production(deliveredLead(), `https://[::1]:${port}/leads`)).rejects.toThrow(WebhookAddressRefused);
    await expect(production(deliveredLead(), `https://localhost:${port}/leads`)).rejects.toThrow(/private or loopback/);
    expect(receiver.received).toEqual([]);
  });
});
