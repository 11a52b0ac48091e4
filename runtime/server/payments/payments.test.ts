import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalPaymentProvider } from './local-payment-provider';
import { type DepositToTake, PaymentProviderError } from './payment-provider';
import { paymentsFromEnv } from './payments-from-env';
import { createStripePaymentProvider, STRIPE_API_BASE } from './stripe-payment-provider';
import { SIGNATURE_TOLERANCE_SECONDS, stripeSignatureHeader, verifyStripeSignature } from './stripe-signature';
import { type FakeStripe, startFakeStripe } from './test-support/fake-stripe';

const SECRET_KEY = 'sk_test_reserve_adapter';
const env = (values: Record<string, string>) => values as unknown as NodeJS.ProcessEnv;
const STRIPE_ENV = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };

const deposit = (fields: Partial<DepositToTake> = {}): DepositToTake => ({
  reservationId: '6a1d4c7e-5d2f-4b51-9b43-1f0e6a1d4c7e',
  siteSlug: 'sunshine-toyota',
  carId: 4101,
  amountCents: 20_000,
  description: 'Refundable deposit to reserve 2024 Toyota Corolla SX at Sunshine Coast Toyota',
  email: 'sam@example.com',
  ...fields,
});

describe('the Stripe adapter, against a fake Stripe on loopback', () => {
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe(SECRET_KEY);
  });
  afterAll(() => stripe.close());

  it('creates a PaymentIntent for the deposit in AUD, the reservation in its metadata, and answers its id and client secret', async () => {
    const provider = createStripePaymentProvider({ secretKey: SECRET_KEY, apiBase: `${stripe.url}/` });
    const started = await provider.startDeposit(deposit());
    expect(started).toEqual({ reference: expect.stringMatching(/^pi_/), clientSecret: expect.stringMatching(/^pi_.+_secret_/) });
    const sent = stripe.requests.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/payment_intents');
    expect(sent.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(sent.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(sent.headers['idempotency-key']).toBe('reservation-6a1d4c7e-5d2f-4b51-9b43-1f0e6a1d4c7e');
    expect(sent.form).toEqual({
      amount: '20000',
      currency: 'aud',
      description: 'Refundable deposit to reserve 2024 Toyota Corolla SX at Sunshine Coast Toyota',
      receipt_email: 'sam@example.com',
      'automatic_payment_methods[enabled]': 'true',
      'metadata[reservation_id]': '6a1d4c7e-5d2f-4b51-9b43-1f0e6a1d4c7e',
      'metadata[site_slug]': 'sunshine-toyota',
      'metadata[car_id]': '4101',
    });
  });

  it('asked again for one reservation, gets the same PaymentIntent back (Stripe’s Idempotency-Key), never a second', async () => {
    const provider = createStripePaymentProvider({ secretKey: SECRET_KEY, apiBase: stripe.url });
    const first = await provider.startDeposit(deposit({ reservationId: 'same-reservation' }));
    const again = await provider.startDeposit(deposit({ reservationId: 'same-reservation' }));
    expect(again).toEqual(first);
    expect((await provider.startDeposit(deposit({ reservationId: 'another-reservation' }))).reference).not.toBe(first.reference);
  });

  it('a refusal, a wrong key or no Stripe at all is a PaymentProviderError saying what Stripe said', async () => {
    const provider = createStripePaymentProvider({ secretKey: SECRET_KEY, apiBase: stripe.url });
    stripe.failNext(402, 'Your card was declined.');
    await expect(provider.startDeposit(deposit({ reservationId: 'declined' }))).rejects.toThrow(
      new PaymentProviderError('Stripe refused the PaymentIntent (402): Your card was declined.'),
    );
    const wrongKey = createStripePaymentProvider({ secretKey: 'sk_test_wrong', apiBase: stripe.url });
    await expect(wrongKey.startDeposit(deposit())).rejects.toThrow(/\(401\): Invalid API Key provided/);
    const nowhere = createStripePaymentProvider({ secretKey: SECRET_KEY, apiBase: 'http://127.0.0.1:1' });
    await expect(nowhere.startDeposit(deposit())).rejects.toThrow(/Stripe could not be reached/);
  });
});

describe('the local provider', () => {
  it('charges nothing and keeps no reference: the deposit stays pending for the dealer to take by phone', async () => {
    const provider = createLocalPaymentProvider();
    expect(provider.name).toBe('local');
    expect(await provider.startDeposit(deposit())).toEqual({ reference: null });
  });
});

describe('Stripe-Signature: HMAC-SHA256 of "{t}.{body}" with the endpoint’s secret, within 5 minutes', () => {
  const body = '{"id":"evt_1","type":"payment_intent.succeeded"}';
  const secret = 'whsec_test_signing_secret';
  const now = 1_795_000_000;

  it('accepts a real signature, made now or within the tolerance either way', () => {
    expect(verifyStripeSignature(body, stripeSignatureHeader(body, secret, now), secret, now)).toEqual({ ok: true });
    expect(verifyStripeSignature(body, stripeSignatureHeader(body, secret, now - SIGNATURE_TOLERANCE_SECONDS), secret, now)).toEqual({ ok: true });
    expect(SIGNATURE_TOLERANCE_SECONDS).toBe(300);
  });

  it('accepts a header with several v1 signatures (Stripe rolls secrets) when one matches, and ignores v0', () => {
    const good = stripeSignatureHeader(body, secret, now);
    const other = stripeSignatureHeader(body, 'whsec_old_secret', now).split(',')[1];
    expect(verifyStripeSignature(body, `${good.split(',')[0]},${other},v0=abc,${good.split(',')[1]}`, secret, now)).toEqual({ ok: true });
  });

  it('refuses the wrong secret', () => {
    expect(verifyStripeSignature(body, stripeSignatureHeader(body, 'whsec_someone_else', now), secret, now)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('refuses a stale timestamp (one second past the tolerance), and one as far ahead', () => {
    expect(verifyStripeSignature(body, stripeSignatureHeader(body, secret, now - 301), secret, now)).toEqual({ ok: false, reason: 'stale' });
    expect(verifyStripeSignature(body, stripeSignatureHeader(body, secret, now + 301), secret, now)).toEqual({ ok: false, reason: 'stale' });
  });

  it('refuses a changed body, even by one character or one space', () => {
    const header = stripeSignatureHeader(body, secret, now);
    expect(verifyStripeSignature(body.replace('evt_1', 'evt_2'), header, secret, now)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyStripeSignature(`${body} `, header, secret, now)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('refuses a timestamp moved without re-signing, a missing header and malformed ones', () => {
    const [, v1] = stripeSignatureHeader(body, secret, now).split(',');
    expect(verifyStripeSignature(body, `t=${now + 1},${v1}`, secret, now)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyStripeSignature(body, null, secret, now)).toEqual({ ok: false, reason: 'missing' });
    for (const header of ['', 't=abc,v1=00', `t=${now}`, v1!, `t=${now},v1=${'z'.repeat(64)}`, `t=${now},v1=${'a'.repeat(63)}`]) {
      expect(verifyStripeSignature(body, header, secret, now)).toEqual({ ok: false, reason: header === '' ? 'missing' : 'malformed' });
    }
  });
});

describe('which provider a server uses', () => {
  it('Stripe when all three keys are set, at STRIPE_API_BASE when given', () => {
    const payments = paymentsFromEnv(env(STRIPE_ENV));
    expect(payments.checkout).toEqual({ kind: 'stripe', publishableKey: 'pk_test_x' });
    expect(payments.provider?.name).toBe('stripe');
    expect(payments.webhookSecret).toBe('whsec_x');
    expect(STRIPE_API_BASE).toBe('https://api.stripe.com');
  });

  it('the local provider without Stripe keys outside production', () => {
    expect(paymentsFromEnv(env({})).checkout).toEqual({ kind: 'local' });
    expect(paymentsFromEnv(env({ NODE_ENV: 'development' })).provider?.name).toBe('local');
  });

  it('in production without Stripe keys: the local provider only with ALLOW_LOCAL_PAYMENTS=1, otherwise unavailable, said in the log, no crash', () => {
    const said: string[] = [];
    const unavailable = paymentsFromEnv(env({ NODE_ENV: 'production' }), (line) => said.push(line));
    expect(unavailable).toEqual({ checkout: { kind: 'unavailable' } });
    expect(said).toEqual([expect.stringContaining('ALLOW_LOCAL_PAYMENTS=1')]);
    expect(paymentsFromEnv(env({ NODE_ENV: 'production', ALLOW_LOCAL_PAYMENTS: '1' })).checkout).toEqual({ kind: 'local' });
    expect(paymentsFromEnv(env({ NODE_ENV: 'production', ALLOW_LOCAL_PAYMENTS: 'yes' }), () => undefined).checkout).toEqual({ kind: 'unavailable' });
  });

  it('only some of Stripe’s keys: unavailable, naming the missing ones (never the local provider, even in development)', () => {
    const said: string[] = [];
    const { STRIPE_WEBHOOK_SECRET: _missing, ...partial } = STRIPE_ENV;
    expect(paymentsFromEnv(env({ ...partial, NODE_ENV: 'development' }), (line) => said.push(line))).toEqual({ checkout: { kind: 'unavailable' } });
    expect(said).toEqual([expect.stringContaining('needs STRIPE_WEBHOOK_SECRET as well')]);
  });
});
