import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { answersOf, type DeliveredLead, pageAddressOf } from './delivered-lead';
import { checkWebhookAddress, publicOnlyLookup } from './webhook-address';
import { leadSignatureHeader, SIGNATURE_HEADER, siteWebhookKey } from './webhook-signature';

/** A CRM that has not answered by then is taken as down: the lead is posted again later. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export interface LeadWebhookSettings {
  /** LEAD_WEBHOOK_SECRET: each site's signing key is derived from it (siteWebhookKey). */
  platformSecret: string;
  /** In production only public https addresses are posted to (webhook-address.ts). */
  production: boolean;
  timeoutMs?: number;
  /** The signature's time; the tests move it. */
  clock?: () => Date;
}

/**
 * What a webhook receives: the lead as the spec names its fields (§3
 * "Lead"), what the shopper typed, the car it is about, and the trade-in
 * it belongs to (as the trade-in API answers it; null for other leads); a
 * reservation's lead (form "reservation") adds `reservation`: its number,
 * until when the car is held, the deposit and how it stood. The honeypot
 * field is left out (a lead that filled it is never sent at all), and so is
 * the shopper's network address.
 */
export function leadWebhookBody(delivered: DeliveredLead): string {
  const { lead, dealer, vehicle, tradeIn } = delivered;
  const { website: _honeypot, reservation, ...fields } = answersOf(lead);
  return JSON.stringify({
    lead_id: lead.id,
    site_slug: dealer.slug,
    dealer_name: dealer.name,
    created_at: new Date(lead.created_at).toISOString(),
    form: lead.form,
    category: lead.category,
    subcategory: lead.subcategory,
    event_id: lead.event_id,
    url: pageAddressOf(delivered),
    source: lead.source,
    user_agent: lead.user_agent,
    car_id: lead.car_id,
    car_dealership_id: lead.car_dealership_id,
    vehicle: vehicle ?? null,
    trade_in: tradeIn ?? null,
    fields,
    lead_attributes: lead.lead_attributes,
    ...(reservation ? { reservation } : {}),
  });
}

function post(url: URL, body: string, headers: Record<string, string>, timeoutMs: number, lookup: LookupFunction | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(url, { method: 'POST', headers, lookup, signal: AbortSignal.timeout(timeoutMs) }, (response) => {
      // The answer's body says nothing we keep; read and drop it so the connection closes.
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Posts one lead to one webhook address, signed (webhook-signature.ts), with
 * X-Lead-Id and an Idempotency-Key that is the same on every try: a CRM that
 * saw the key before can drop the repeat. Resolves on a 2xx answer; any other
 * answer, a refused address, a network error or no answer within the
 * timeout throws, and the worker tries again later.
 */
export function createLeadWebhook(settings: LeadWebhookSettings) {
  const clock = settings.clock ?? (() => new Date());
  const lookup = settings.production ? publicOnlyLookup() : undefined;
  return async function postLead(delivered: DeliveredLead, address: string): Promise<void> {
    const url = new URL(address);
    checkWebhookAddress(url, settings.production);
    const body = leadWebhookBody(delivered);
    const key = siteWebhookKey(settings.platformSecret, delivered.dealer.slug);
    const status = await post(
      url,
      body,
      {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'user-agent': 'DealerSites-Leads/1',
        'x-lead-id': delivered.lead.id,
        'idempotency-key': `lead-${delivered.lead.id}`,
        [SIGNATURE_HEADER.toLowerCase()]: leadSignatureHeader(key, body, Math.floor(clock().getTime() / 1000)),
      },
      settings.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
      lookup,
    );
    if (status < 200 || status > 299) throw new Error(`The webhook answered ${status}.`);
  };
}

export type LeadWebhook = ReturnType<typeof createLeadWebhook>;
