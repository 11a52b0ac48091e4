import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeStripeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: Record<string, string>;
}

export interface FakeStripe {
  /** Where it listens, for STRIPE_API_BASE: http://127.0.0.1:{port}. */
  url: string;
  requests: FakeStripeRequest[];
  /** The next answers are this status and Stripe error instead of a PaymentIntent. */
  failNext(status: number, message: string, times?: number): void;
  close(): Promise<void>;
}

/**
 * Just enough of Stripe's API on loopback for the adapter's tests: POST
 * /v1/payment_intents with a secret key answers a PaymentIntent (the same
 * one again for the same Idempotency-Key, as Stripe does); a wrong key
 * answers 401 as Stripe does.
 */
export async function startFakeStripe(secretKey: string): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const byIdempotencyKey = new Map<string, object>();
  let failures: { status: number; message: string; times: number } | undefined;
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      requests.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, form });
      const answer = (status: number, json: object) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      if (request.headers.authorization !== `Bearer ${secretKey}`) return answer(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      if (failures && failures.times > 0) {
        failures.times -= 1;
        return answer(failures.status, { error: { type: 'card_error', message: failures.message } });
      }
      if (request.method !== 'POST' || request.url !== '/v1/payment_intents') return answer(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
      const key = String(request.headers['idempotency-key'] ?? randomBytes(8).toString('hex'));
      let intent = byIdempotencyKey.get(key);
      if (!intent) {
        const id = `pi_${randomBytes(12).toString('hex')}`;
        intent = {
          id,
          object: 'payment_intent',
          amount: Number(form.amount),
          currency: form.currency,
          status: 'requires_payment_method',
          client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          metadata: Object.fromEntries(Object.entries(form).flatMap(([name, value]) => (/^metadata\[(.+)\]$/.exec(name) ? [[/^metadata\[(.+)\]$/.exec(name)![1], value]] : []))),
        };
        byIdempotencyKey.set(key, intent);
      }
      return answer(200, intent);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext: (status, message, times = 1) => {
      failures = { status, message, times };
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
