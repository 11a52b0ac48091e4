import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdjustmentAnswers } from '../../../schemas/api/trade-ins';
import type { StockPrice } from '../../rules/comparable-stock-valuation';
import { createHttpRegoLookup, HTTP_REGO_LOOKUP_SOURCE } from './http-rego-lookup';
import { createHttpValuation, HTTP_VALUATION_SOURCE } from './http-valuation';
import { createLocalRegoLookup, DEMO_REGOS, LOCAL_REGO_LOOKUP_SOURCE } from './local-rego-lookup';
import { createLocalValuation, LOCAL_VALUATION_SOURCE } from './local-valuation';
import { tradeInProvidersFromEnv } from './providers-from-env';
import { SERVICE_TIMEOUT_MS } from './service-answer';

const TODAY = new Date('2026-11-22T00:00:00Z');
const GOOD: AdjustmentAnswers = { condition: 'good', accident_history: 'no', service_history: 'yes', mechanical_issues: 'no' };
const CONTEXT = { dealershipIds: [301], today: TODAY };

/** What a fake service was sent, and how it answers the next request. */
interface Exchange {
  method: string;
  authorization: string | undefined;
  body: unknown;
}

/** A vehicle-data or valuation service on a loopback port: records each request and answers as told. */
class FakeService {
  readonly received: Exchange[] = [];
  answer: (body: unknown) => { status: number; body?: unknown; raw?: string; hang?: boolean } = () => ({ status: 200, body: {} });
  private server: Server | undefined;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((request: IncomingMessage, response: ServerResponse) => {
      let text = '';
      request.on('data', (chunk) => {
        text += chunk;
      });
      request.on('end', () => {
        const body = text ? JSON.parse(text) : undefined;
        this.received.push({ method: request.method ?? '', authorization: request.headers.authorization, body });
        const reply = this.answer(body);
        if (reply.hang) return;
        response.writeHead(reply.status, { 'content-type': 'application/json' });
        response.end(reply.raw ?? JSON.stringify(reply.body ?? {}));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/lookup`;
  }

  stop(): Promise<void> {
    this.server?.closeAllConnections();
    return new Promise((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}

const service = new FakeService();
beforeAll(() => service.start());
afterAll(() => service.stop());

describe('the local rego lookup: offline, from the dealer’s own records and the demo registrations, and says it is local', () => {
  const stockCar = { make: 'Mazda', model: 'CX-5', year: 2021, badge: 'Maxx Sport', body: 'SUV', colour: 'Soul Red', fuel: 'Petrol', transmission: 'Automatic' };
  const asked: unknown[] = [];
  const lookup = createLocalRegoLookup({
    async byRegplate(dealershipIds, rego, state) {
      asked.push({ dealershipIds, rego, state });
      return rego === '123ABC' && state === 'QLD' ? { ...stockCar, colour: null } : undefined;
    },
  });

  it('answers a plate of the dealer’s stock from its record, leaving out what the record does not say', async () => {
    expect(lookup.kind).toBe('local');
    expect(lookup.source).toBe(LOCAL_REGO_LOOKUP_SOURCE);
    expect(LOCAL_REGO_LOOKUP_SOURCE).toMatch(/local/i);
    const { colour: _colour, ...withoutColour } = stockCar;
    expect(await lookup.lookUp({ rego: '123ABC', regoState: 'QLD' }, CONTEXT)).toEqual({ found: true, vehicle: withoutColour });
    expect(asked).toContainEqual({ dealershipIds: [301], rego: '123ABC', state: 'QLD' });
  });

  it('answers the demo registrations in every state, always the same age', async () => {
    const answer = await lookup.lookUp({ rego: 'TRADE1', regoState: 'NSW' }, CONTEXT);
    expect(answer).toEqual({ found: true, vehicle: expect.objectContaining({ make: 'Toyota', model: 'Corolla', year: 2023 }) });
    expect(await lookup.lookUp({ rego: 'TRADE1', regoState: 'WA' }, { ...CONTEXT, today: new Date('2030-03-01T00:00:00Z') })).toMatchObject({ vehicle: { year: 2027 } });
    expect(await lookup.lookUp({ rego: 'OLDCAR1', regoState: 'VIC' }, CONTEXT)).toMatchObject({ vehicle: { year: 2014 } });
    expect(Object.keys(DEMO_REGOS)).toEqual(['TRADE1', 'OLDCAR1', 'RARE1']);
  });

  it('finds nothing for any other plate', async () => {
    expect(await lookup.lookUp({ rego: 'ZZZ999', regoState: 'QLD' }, CONTEXT)).toEqual({ found: false, reason: 'not-found' });
    expect(await lookup.lookUp({ rego: '123ABC', regoState: 'NSW' }, CONTEXT)).toEqual({ found: false, reason: 'not-found' });
  });
});

describe('the local valuation: an estimate from the dealer’s comparable stock, labelled as one', () => {
  const stock: StockPrice[] = [{ make: 'Toyota', model: 'Corolla', year: 2023, km: 40_000, price: 30_000 }];
  const valuation = createLocalValuation({ comparablePrices: async (ids, car) => (ids.includes(301) && car.make === 'Toyota' ? stock : []) });
  const corolla = { make: 'Toyota', model: 'Corolla', year: 2023 };

  it('says where the estimate comes from, and that it is local', () => {
    expect(valuation.kind).toBe('local');
    expect(valuation.source).toBe("Estimate from this dealer's comparable stock (local valuation provider)");
    expect(LOCAL_VALUATION_SOURCE).toBe(valuation.source);
  });

  it('values the car from the site’s comparable stock', async () => {
    expect(await valuation.value({ vehicle: corolla, kms: 40_000, regoState: 'QLD', adjustmentAnswers: GOOD }, { dealershipIds: [301] })).toEqual({
      outcome: 'estimate',
      low: 22_800,
      high: 25_200,
      offer_price: 22_800,
      comparables: 1,
    });
  });

  it('gives no estimate when the stock holds nothing comparable', async () => {
    expect(await valuation.value({ vehicle: { ...corolla, make: 'Morgan' }, kms: 40_000, regoState: 'QLD', adjustmentAnswers: GOOD }, { dealershipIds: [301] })).toEqual({
      outcome: 'no-estimate',
      reason: 'no-comparables',
    });
  });
});

describe('the HTTP rego lookup, against a loopback vehicle-data service', () => {
  const logged: string[] = [];
  const lookup = () => createHttpRegoLookup({ url: service.url, token: 'rego-secret' }, fetch, (line) => logged.push(line));

  it('POSTs {rego, regoState} with its token, and reads the car from a 200, keeping only the fields it knows', async () => {
    service.answer = () => ({ status: 200, body: { make: 'Ford', model: 'Ranger', year: 2022, badge: 'XLT', nvic: 'ABC', owner: 'someone' } });
    expect(await lookup().lookUp({ rego: 'ABC123', regoState: 'NSW' }, CONTEXT)).toEqual({ found: true, vehicle: { make: 'Ford', model: 'Ranger', year: 2022, badge: 'XLT' } });
    expect(service.received.at(-1)).toEqual({ method: 'POST', authorization: 'Bearer rego-secret', body: { rego: 'ABC123', regoState: 'NSW' } });
    expect(lookup().kind).toBe('http');
    expect(lookup().source).toBe(HTTP_REGO_LOOKUP_SOURCE);
  });

  it('a 404 is a plate with no car', async () => {
    service.answer = () => ({ status: 404 });
    expect(await lookup().lookUp({ rego: 'NOPE1', regoState: 'VIC' }, CONTEXT)).toEqual({ found: false, reason: 'not-found' });
  });

  it('an error, an answer that is not a car, or no answer is "unavailable", logged', async () => {
    for (const reply of [
      { status: 500, body: { error: 'down' } },
      { status: 200, body: { make: 'Ford' } },
      { status: 200, raw: '<html>' },
      { status: 200, body: [1] },
    ]) {
      service.answer = () => reply;
      expect(await lookup().lookUp({ rego: 'ABC123', regoState: 'NSW' }, CONTEXT)).toEqual({ found: false, reason: 'unavailable' });
    }
    expect(logged).toHaveLength(4);
    const closed = createHttpRegoLookup({ url: 'http://127.0.0.1:1/lookup', token: 'x' }, fetch, (line) => logged.push(line));
    expect(await closed.lookUp({ rego: 'ABC123', regoState: 'NSW' }, CONTEXT)).toEqual({ found: false, reason: 'unavailable' });
    expect(logged.at(-1)).toMatch(/did not answer/);
    expect(logged.join(' ')).not.toContain('rego-secret');
  });

  it(`a service that does not answer in time (${SERVICE_TIMEOUT_MS / 1000} s; 50 ms here) is "unavailable"`, async () => {
    service.answer = () => ({ status: 200, hang: true });
    const timed = async (input: RequestInfo | URL, init?: RequestInit) => fetch(input, { ...init, signal: AbortSignal.timeout(50) });
    const answer = await createHttpRegoLookup({ url: service.url, token: 'x' }, timed, () => undefined).lookUp({ rego: 'SLOW1', regoState: 'SA' }, CONTEXT);
    expect(answer).toEqual({ found: false, reason: 'unavailable' });
  });
});

describe('the HTTP valuation, against a loopback valuation service', () => {
  const logged: string[] = [];
  const valuation = () => createHttpValuation({ url: service.url, token: 'valuation-secret' }, fetch, (line) => logged.push(line));
  const request = { vehicle: { make: 'Toyota', model: 'Corolla', year: 2023, badge: 'SX' }, kms: 40_000, regoState: 'QLD' as const, adjustmentAnswers: GOOD };

  it('POSTs the car, kms, state and answers with its token, and reads {low, high}; the offer is the lower figure', async () => {
    service.answer = () => ({ status: 200, body: { low: 21_000, high: 23_500, currency: 'AUD' } });
    expect(await valuation().value(request, { dealershipIds: [301] })).toEqual({ outcome: 'estimate', low: 21_000, high: 23_500, offer_price: 21_000 });
    expect(service.received.at(-1)).toEqual({
      method: 'POST',
      authorization: 'Bearer valuation-secret',
      body: { make: 'Toyota', model: 'Corolla', year: 2023, badge: 'SX', kms: 40_000, regoState: 'QLD', adjustmentAnswers: GOOD },
    });
    expect(valuation().source).toBe(HTTP_VALUATION_SOURCE);
  });

  it('takes the service’s own offer when it lies inside the range, and the lower figure when it does not', async () => {
    service.answer = () => ({ status: 200, body: { low: 21_000, high: 23_500, offer_price: 22_000 } });
    expect(await valuation().value(request, { dealershipIds: [] })).toMatchObject({ offer_price: 22_000 });
    service.answer = () => ({ status: 200, body: { low: 21_000, high: 23_500, offer_price: 99_000 } });
    expect(await valuation().value(request, { dealershipIds: [] })).toMatchObject({ offer_price: 21_000 });
  });

  it('a 404 is no estimate; a broken, upside-down or negative answer is "unavailable", logged', async () => {
    service.answer = () => ({ status: 404 });
    expect(await valuation().value(request, { dealershipIds: [] })).toEqual({ outcome: 'no-estimate', reason: 'no-comparables' });
    for (const reply of [
      { status: 503 },
      { status: 200, body: { low: 5_000, high: 4_000 } },
      { status: 200, body: { low: -1, high: 4_000 } },
      { status: 200, body: { low: '1', high: 2 } },
    ]) {
      service.answer = () => reply;
      expect(await valuation().value(request, { dealershipIds: [] })).toEqual({ outcome: 'no-estimate', reason: 'unavailable' });
    }
    expect(logged).toHaveLength(4);
  });
});

describe('the providers the environment chooses', () => {
  const db = {} as Parameters<typeof tradeInProvidersFromEnv>[0];
  const env = (values: Record<string, string>) => values as unknown as NodeJS.ProcessEnv;

  it('the local ones unless a service’s address and token are both set, each on its own', () => {
    const kinds = (values: Record<string, string>) => {
      const providers = tradeInProvidersFromEnv(db, env(values));
      return [providers.regoLookup.kind, providers.valuation.kind];
    };
    expect(kinds({})).toEqual(['local', 'local']);
    expect(kinds({ REGO_LOOKUP_URL: 'https://rego.example/lookup' })).toEqual(['local', 'local']);
    expect(kinds({ REGO_LOOKUP_URL: 'https://rego.example/lookup', REGO_LOOKUP_TOKEN: 't' })).toEqual(['http', 'local']);
    expect(kinds({ VALUATION_URL: 'https://value.example/', VALUATION_TOKEN: 't' })).toEqual(['local', 'http']);
    expect(kinds({ VALUATION_URL: ' ', VALUATION_TOKEN: 't' })).toEqual(['local', 'local']);
  });
});
