import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeStripeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: Record<string, string>;
}

/** A PaymentIntent as the fake keeps it and answers it. */
export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'requires_payment_method' | 'succeeded';
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { type: string; code: string; decline_code: string; message: string } | null;
}

/** Stripe's test card that is always declined (https://docs.stripe.com/testing#declined-payments); any other number pays. */
export const DECLINED_CARD = '4000000000000002';
export const DECLINED_MESSAGE = 'Your card was declined.';

export interface FakeStripe {
  /** Where it listens, for STRIPE_API_BASE: http://127.0.0.1:{port}. */
  url: string;
  requests: FakeStripeRequest[];
  /** The PaymentIntents made so far, oldest first, as they stand now. */
  paymentIntents(): FakePaymentIntent[];
  /** The body of the event Stripe would send about the PaymentIntent as it stands now (e.g. payment_intent.succeeded), unsigned. */
  event(type: string, intentId: string): string;
  /** The next answers are this status and Stripe error instead of a PaymentIntent. */
  failNext(status: number, message: string, times?: number): void;
  close(): Promise<void>;
}

/**
 * Just enough of Stripe's API on loopback for the adapter's tests and the
 * card entry's browser test:
 * - POST /v1/payment_intents with the secret key answers a PaymentIntent
 *   (the same one again for the same Idempotency-Key, as Stripe does);
 * - POST /v1/payment_intents/{id}/confirm, as Stripe.js sends it from the
 *   shopper's browser (the publishable key and the PaymentIntent's client
 *   secret in the form, `payment_method_data[card][number]`): 402 with
 *   Stripe's card error for DECLINED_CARD, otherwise the PaymentIntent
 *   succeeded.
 * A wrong key answers 401 as Stripe does. Every answer allows any origin
 * and preflights are answered, as Stripe's API does for Stripe.js.
 */
export async function startFakeStripe(secretKey: string, { publishableKey }: { publishableKey?: string } = {}): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const byIdempotencyKey = new Map<string, FakePaymentIntent>();
  const byId = new Map<string, FakePaymentIntent>();
  let failures: { status: number; message: string; times: number } | undefined;
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      const path = request.url ?? '';
      requests.push({ method: request.method ?? '', path, headers: request.headers, form });
      const cors = { 'access-control-allow-origin': '*' };
      const answer = (status: number, json: object) => response.writeHead(status, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(json));
      const invalid = (status: number, message: string) => answer(status, { error: { type: 'invalid_request_error', message } });
      if (request.method === 'OPTIONS') {
        return response
          .writeHead(204, {
            ...cors,
            'access-control-allow-methods': 'GET, POST, DELETE',
            'access-control-allow-headers': String(request.headers['access-control-request-headers'] ?? ''),
          })
          .end();
      }
      const bySecretKey = request.headers.authorization === `Bearer ${secretKey}`;
      const confirming = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)\/confirm$/.exec(path);
      const byPublishableKey = Boolean(confirming && publishableKey && form.key === publishableKey);
      if (!bySecretKey && !byPublishableKey) return invalid(401, 'Invalid API Key provided');
      if (failures && failures.times > 0) {
        failures.times -= 1;
        return answer(failures.status, { error: { type: 'card_error', message: failures.message } });
      }
      if (request.method === 'POST' && confirming) {
        const intent = byId.get(confirming[1]!);
        if (!intent) return invalid(404, `No such payment_intent: '${confirming[1]}'`);
        if (!bySecretKey && form.client_secret !== intent.client_secret)
          return invalid(400, 'The client_secret provided does not match any associated PaymentIntent on this account.');
        if (intent.status === 'succeeded') return invalid(400, 'You cannot confirm this PaymentIntent because it has already succeeded.');
        const card = form['payment_method_data[card][number]'];
        if (!card) return invalid(400, 'Missing required param: payment_method_data[card][number].');
        if (card === DECLINED_CARD) {
          const error = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: DECLINED_MESSAGE };
          intent.last_payment_error = error;
          return answer(402, { error: { ...error, payment_intent: intent } });
        }
        intent.status = 'succeeded';
        intent.last_payment_error = null;
        return answer(200, intent);
      }
      if (request.method !== 'POST' || path !== '/v1/payment_intents' || !bySecretKey) return invalid(404, 'Unrecognized request URL');
      const key = String(request.headers['idempotency-key'] ?? randomBytes(8).toString('hex'));
      let intent = byIdempotencyKey.get(key);
      if (!intent) {
        const id = `pi_${randomBytes(12).toString('hex')}`;
        intent = {
          id,
          object: 'payment_intent',
          amount: Number(form.amount),
          currency: form.currency ?? '',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          metadata: Object.fromEntries(Object.entries(form).flatMap(([name, value]) => (/^metadata\[(.+)\]$/.exec(name) ? [[/^metadata\[(.+)\]$/.exec(name)![1], value]] : []))),
          last_payment_error: null,
        };
        byIdempotencyKey.set(key, intent);
        byId.set(id, intent);
      }
      return answer(200, intent);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    paymentIntents: () => [...byId.values()],
    event: (type, intentId) => {
      const intent = byId.get(intentId);
      if (!intent) throw new Error(`The fake Stripe made no PaymentIntent ${intentId}`);
      return JSON.stringify({
        id: `evt_${randomBytes(12).toString('hex')}`,
        object: 'event',
        created: Math.floor(Date.now() / 1000),
        type,
        livemode: false,
        data: { object: intent },
      });
    },
    failNext: (status, message, times = 1) => {
      failures = { status, message, times };
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
