import { Agent } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_MARKETERS } from '../../runtime/server/auth/demo-marketers';
import { MAX_STORED_INTEGER } from '../../schemas/common';
import { sendRaw, type PlainResponse } from '../support/http';
import { solvedSpamCheckFrom } from '../support/lead-traffic';

/**
 * Security: no input gives a 500. Every route.ts of the app gets malformed,
 * deep, huge and wrong-typed input in its body, path, query string, method
 * and headers, on the platform's host and on a dealer's own, signed out and
 * signed in, and must answer below 500 with no stack trace. One table lists
 * the routes; each route's valid body is the starting point, so a hostile
 * value in one field meets valid ones in the others and reaches past the
 * first check.
 */
const base = inject('appUrl');
const port = inject('appPort');
const PLATFORM_HOST = new URL(base).host;
const WESTSIDE = 'westside-used-cars';
const SUNSHINE = 'sunshine-toyota';
const HARBOUR = 'harbour-city-motors';
const WESTSIDE_HOST = `westside-used-cars.example.com:${port}`;
const SUNSHINE_HOST = `sunshine-toyota.example.com:${port}`;
/** No site has it, so a platform change that passes every check still writes nothing the other test files read. */
const NO_SUCH_SITE = 'no-such-dealer';
const SHOPPER_PHONE = '+61400000042';
/** Requests in flight at once: enough to keep two cores busy, few enough to leave room for the other HTTP test files. */
const IN_FLIGHT = 8;
const agent = new Agent({ keepAlive: true, maxSockets: IN_FLIGHT });

const RTL = '\u202e\u0645\u0631\u062d\u0628\u0627\u202c';
const HOSTILE_STRINGS = [
  '',
  'NaN',
  'Infinity',
  '-1',
  '1e308',
  '0x1F',
  '\u0000',
  `a\u0000b${RTL}`,
  '\ud800',
  '💥'.repeat(200),
  "'; drop table cars; --",
  '../../../etc/passwd',
  '%E0%A4%A',
  '<script>alert(1)</script>',
  'x'.repeat(30_000),
];
/** Every value each field of a body gets, whatever its type: wrong types, edges of numbers, hostile text. */
const HOSTILE_VALUES: unknown[] = [
  ...HOSTILE_STRINGS,
  null,
  true,
  0,
  -1,
  3.5,
  1e308,
  2 ** 53 + 1,
  -(2 ** 31),
  MAX_STORED_INTEGER,
  MAX_STORED_INTEGER + 1,
  [],
  [1, 'a', null, {}],
  {},
  { $gt: '' },
];
const ONE_MB = 'x'.repeat(1_000_000);
const DEEP_ARRAYS = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;

/** Whole bodies that are not what any route expects (each under a shopper's 32 kB limit, so they are parsed). */
const HOSTILE_BODIES: [string, string][] = [
  ['not JSON', 'car_id=1&dealership_id=2'],
  ['truncated JSON', '{"car_id": 1, "query": "cor'],
  ['an empty body', ''],
  ['JSON null', 'null'],
  ['a JSON string', '"hello"'],
  ['a JSON number', '1e308'],
  ['a JSON array', '[1,2,3]'],
  ['JSON arrays nested 10,000 deep', DEEP_ARRAYS],
  ['JSON objects nested 5,000 deep', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`],
  ['a lone surrogate and a NUL', `{"query": "\\ud800\\u0000${RTL}"}`],
  ['a byte-order mark', '\ufeff{}'],
  ['duplicate keys', '{"revision": 1, "revision": "one", "car_id": 1, "car_id": [1]}'],
  ['prototype keys', '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}'],
];
/** Bodies the ones signed out or refused get: they must be turned away before any of it matters. */
const REFUSED_BODIES = HOSTILE_BODIES.filter(([name]) => ['not JSON', 'JSON arrays nested 10,000 deep', 'prototype keys'].includes(name));
const HOSTILE_CONTENT_TYPES = ['', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'APPLICATION/JSON; charset=utf-7'];
const HOSTILE_ORIGINS = ['null', 'http://evil.example', 'http://[', 'http://localhost:1'];

/** Path segments where a route takes a parameter: the site, an editor slug, a photo's file name. ASCII only, as a client must send them. */
const HOSTILE_SEGMENTS = [
  '%00',
  '%E0%A4%A',
  '%C0%AF',
  '%',
  '%zz',
  '%F0%9F%92%A5',
  '%E2%80%AE%D9%85%D8%B1',
  '%0D%0ASet-Cookie:%20a=1',
  '..%2F..%2Fetc%2Fpasswd',
  '%2F%2Fevil.example',
  '~',
  '~~nobody',
  ':slug',
  "'%20or%201=1--",
  'a'.repeat(4_000),
  'a'.repeat(20_000),
];
const HOSTILE_QUERIES = [
  'page=-1',
  'page=99999999999999999999',
  'page=1e308',
  'page=NaN',
  'hitsPerPage=100000',
  'price=abc:def',
  'price=5000:1000',
  'year=1:2:3',
  'make=%00&model=%E0%A4%A',
  `query=${'x'.repeat(8_000)}`,
  'sortBy=__proto__&__proto__[admin]=1&constructor[prototype][x]=1',
  'make=a&'.repeat(500),
  'ids=%00,1e308,-1,__proto__',
  `ids=${'1,'.repeat(5_000)}`,
];
/** Host headers a dealer site could be asked for by: none of them is a site, and none may break the lookup. */
const HOSTILE_HOSTS = [
  '',
  '..',
  '-.localhost',
  `${'a'.repeat(300)}.example.com`,
  '[::1',
  'westside-used-cars.localhost:99999',
  'user@westside-used-cars.example.com',
  '%00.localhost',
  'xn--.localhost',
  'WESTSIDE-USED-CARS.EXAMPLE.COM.',
];

type Method = 'GET' | 'POST' | 'PUT';
type Session = 'signed out' | 'dealer editor' | 'platform admin' | 'shopper';

/** What the routes' valid requests need, read from the running app before the fuzz. */
interface Known {
  westsideCarId: number;
  westsideDealershipId: number;
  westsideWebsiteId: number;
  sunshineCarId: number;
  sunshineDraft: { document: Record<string, unknown>; revision: number };
  sunshineExport: Record<string, unknown>;
  /** A trade-in started on westside-used-cars, so the later steps' valid bodies reach past the token check. */
  westsideTradeIn: { trade_in_id: string; token: string; lead_id: string };
  cookies: Record<Session, string>;
}

interface FuzzedRoute {
  method: Method;
  /** As the test title names it; the one {…} in it is the route's parameter. */
  route: string;
  /** The parameter's valid value. */
  param?: string;
  /** A valid body: each of its fields, and each of `optional`, gets every hostile value in turn. */
  body?: (known: Known) => Record<string, unknown>;
  optional?: string[];
  /** Who gets the whole fuzz: the session that reaches the handler's deepest checks. */
  session: Session;
  /** Who else asks, with a few refused bodies and the valid one; a param of their own is a site they may not touch. */
  also?: { session: Session; param?: string }[];
  /** The route on a dealer's own host, and that host. */
  dealerHost?: { host: string; path: string };
  /** Its valid body would change what a site serves while the other test files read it: only ever sent spoiled. */
  publishes?: true;
}

const FIRST_VERSION = 1;
const ROUTES: FuzzedRoute[] = [
  {
    method: 'POST',
    route: '/sites/{slug}/api/search',
    param: WESTSIDE,
    body: () => ({ query: 'corolla', filters: { make: ['Toyota'], price: { min: 0, max: 60_000 } }, search_filters: {}, hitsPerPage: 21, sort: 'latest' }),
    optional: ['page', 'offset'],
    session: 'signed out',
    dealerHost: { host: WESTSIDE_HOST, path: '/api/search' },
  },
  { method: 'GET', route: '/sites/{slug}/api/search', param: WESTSIDE, session: 'signed out', dealerHost: { host: WESTSIDE_HOST, path: '/api/search' } },
  {
    method: 'POST',
    route: '/sites/{slug}/api/phone-reveals',
    param: WESTSIDE,
    body: (known) => ({ car_id: known.westsideCarId, dealership_id: known.westsideDealershipId, website_id: known.westsideWebsiteId }),
    session: 'signed out',
    dealerHost: { host: WESTSIDE_HOST, path: '/api/phone-reveals' },
  },
  {
    method: 'POST',
    route: '/sites/{slug}/api/car-views',
    param: WESTSIDE,
    body: (known) => ({ car_id: known.westsideCarId }),
    session: 'signed out',
    dealerHost: { host: WESTSIDE_HOST, path: '/api/car-views' },
  },
  // One idempotency key throughout, and no solved spam check: Westside has the check on, so no body stores a lead and none meets a rate limit.
  {
    method: 'POST',
    route: '/sites/{slug}/api/leads',
    param: WESTSIDE,
    body: (known) => ({
      form: 'enquiry',
      idempotency_key: 'api-fuzz-lead-attempt-1',
      name: 'Fuzz Shopper',
      email: 'fuzz@dealer-sites.example',
      phone: '0400 000 044',
      message: 'Is this car still available?',
      url: '/cars',
      car_id: known.westsideCarId,
    }),
    optional: [
      'last_name',
      'postcode',
      'category',
      'subcategory',
      'preferred_contact_method',
      'finance_status',
      'trade_in',
      'opt_in',
      'terms_accepted',
      'rego',
      'date_time',
      'dealership_slug',
      'location_id',
      'page_id',
      'additional_services',
      'source',
      'lead_attributes',
      'website',
      'captcha',
      'isLastStep',
    ],
    session: 'signed out',
    dealerHost: { host: WESTSIDE_HOST, path: '/api/leads' },
  },
  // One idempotency key, another than the trade-in the later steps use (a retry of its key would give that one a new token).
  {
    method: 'POST',
    route: '/sites/{slug}/api/trade-ins',
    param: WESTSIDE,
    body: (known) => ({
      form: 'trade-in',
      idempotency_key: 'api-fuzz-trade-in-attempt-1',
      name: 'Fuzz Seller',
      email: 'fuzz@dealer-sites.example',
      phone: '0400 000 045',
      url: '/cars/trade-in',
      car_id: known.westsideCarId,
    }),
    optional: ['last_name', 'location_id', 'dealership_slug', 'terms_accepted', 'rego', 'source', 'lead_attributes', 'website'],
    session: 'signed out',
    dealerHost: { host: WESTSIDE_HOST, path: '/api/trade-ins' },
  },
  {
    method: 'POST',
    route: '/sites/{slug}/api/trade-ins/rego-lookup',
    param: WESTSIDE,
    body: (known) => ({ trade_in_id: known.westsideTradeIn.trade_in_id, token: known.westsideTradeIn.token, rego: 'TRADE1', regoState: 'WA' }),
    session: 'signed out',
    dealerHost: { host: WESTSIDE_HOST, path: '/api/trade-ins/rego-lookup' },
  },
  {
    method: 'POST',
    route: '/sites/{slug}/api/trade-ins/valuation',
    param: WESTSIDE,
    body: (known) => ({
      trade_in_id: known.westsideTradeIn.trade_in_id,
      token: known.westsideTradeIn.token,
      kms: 40_000,
      adjustmentAnswers: { condition: 'good', accident_history: 'no', service_history: 'yes', mechanical_issues: 'no' },
    }),
    session: 'signed out',
    dealerHost: { host: WESTSIDE_HOST, path: '/api/trade-ins/valuation' },
  },
  {
    method: 'POST',
    route: '/sites/{slug}/api/trade-ins/offer-acceptance',
    param: WESTSIDE,
    body: (known) => ({
      trade_in_id: known.westsideTradeIn.trade_in_id,
      token: known.westsideTradeIn.token,
      lead_id: known.westsideTradeIn.lead_id,
      category: 'Trade In Valuation',
      subcategory: '3. Offer Accepted',
      form_completed: true,
      offer_accepted: true,
    }),
    session: 'signed out',
    dealerHost: { host: WESTSIDE_HOST, path: '/api/trade-ins/offer-acceptance' },
  },
  // Read back by id with its token in a header: every hostile id (the route's parameter) and query is a 404, never a 500.
  {
    method: 'GET',
    route: `/sites/${WESTSIDE}/api/trade-ins/{id}`,
    param: '0b6c2a4e-5d1f-4c8e-9a7b-3f2e1d0c9b8a',
    session: 'signed out',
    dealerHost: { host: WESTSIDE_HOST, path: '/api/trade-ins/0b6c2a4e-5d1f-4c8e-9a7b-3f2e1d0c9b8a' },
  },
  // One idempotency key throughout, as for leads: the first valid body holds the car (when it can be reserved), every later one is its retry.
  {
    method: 'POST',
    route: '/sites/{slug}/api/reservations',
    param: SUNSHINE,
    body: (known) => ({
      idempotency_key: 'api-fuzz-reservation-attempt-1',
      car_id: known.sunshineCarId,
      first_name: 'Fuzz',
      last_name: 'Shopper',
      email: 'fuzz@dealer-sites.example',
      mobile: '0400 000 045',
    }),
    // Sunshine keeps its checkout for signed-in shoppers: a shopper reaches every check; signed out is refused 401 after the body's.
    session: 'shopper',
    also: [{ session: 'signed out' }],
    dealerHost: { host: SUNSHINE_HOST, path: '/api/reservations' },
  },
  // Stripe's webhook: no Stripe keys on the test server, so every request is refused before its signature is read; the signature checks are unit tests.
  {
    method: 'POST',
    route: '/api/payments/stripe-webhook',
    body: () => ({ id: 'evt_fuzz', type: 'payment_intent.succeeded', data: { object: { id: 'pi_fuzz' } } }),
    session: 'signed out',
  },
  {
    method: 'POST',
    route: '/sites/{slug}/api/payments/stripe-webhook',
    param: SUNSHINE,
    body: () => ({ id: 'evt_fuzz', type: 'payment_intent.succeeded', data: { object: { id: 'pi_fuzz' } } }),
    session: 'signed out',
    dealerHost: { host: SUNSHINE_HOST, path: '/api/payments/stripe-webhook' },
  },
  { method: 'GET', route: '/sites/{slug}/api/site', param: WESTSIDE, session: 'signed out', dealerHost: { host: WESTSIDE_HOST, path: '/api/site' } },
  { method: 'GET', route: '/sites/{slug}/api/saved-cars', param: HARBOUR, session: 'signed out', dealerHost: { host: WESTSIDE_HOST, path: '/api/saved-cars' } },
  { method: 'GET', route: '/sites/{slug}/api/spam-check', param: WESTSIDE, session: 'signed out', dealerHost: { host: WESTSIDE_HOST, path: '/api/spam-check' } },
  {
    method: 'GET',
    route: '/sites/{slug}/api/nearest-locations',
    param: HARBOUR,
    session: 'signed out',
    dealerHost: { host: WESTSIDE_HOST, path: '/api/nearest-locations?postcode=6107' },
  },
  {
    method: 'GET',
    route: '/sites/{slug}/api/watchlist',
    param: SUNSHINE,
    session: 'shopper',
    also: [{ session: 'signed out' }],
    dealerHost: { host: SUNSHINE_HOST, path: '/api/watchlist' },
  },
  {
    method: 'POST',
    route: '/sites/{slug}/api/watchlist/save-car',
    param: SUNSHINE,
    body: (known) => ({ phone_number: SHOPPER_PHONE, car_id: known.sunshineCarId }),
    session: 'shopper',
    also: [{ session: 'signed out' }],
    dealerHost: { host: SUNSHINE_HOST, path: '/api/watchlist/save-car' },
  },
  {
    method: 'POST',
    route: '/sites/{slug}/api/watchlist/remove-car',
    param: SUNSHINE,
    body: (known) => ({ phone_number: SHOPPER_PHONE, car_id: known.sunshineCarId }),
    session: 'shopper',
    also: [{ session: 'signed out' }],
  },
  // Signed out only: signing the fuzz's shopper out would leave the shopper rows above and below signed out.
  {
    method: 'POST',
    route: '/sites/{slug}/api/watchlist/sign-out',
    param: SUNSHINE,
    body: () => ({}),
    session: 'signed out',
    dealerHost: { host: SUNSHINE_HOST, path: '/api/watchlist/sign-out' },
  },
  // Valid numbers, never texted to: every hostile value in them fails the schema before a code is counted or sent.
  { method: 'POST', route: '/sites/{slug}/api/watchlist/sign-in/send-code', param: SUNSHINE, body: () => ({ phone_number: '+61400000043' }), session: 'signed out' },
  {
    method: 'POST',
    route: '/sites/{slug}/api/watchlist/sign-in/verify-code',
    param: SUNSHINE,
    body: () => ({ phone_number: '+61400000043', code: '123456' }),
    session: 'signed out',
    dealerHost: { host: SUNSHINE_HOST, path: '/api/watchlist/sign-in/verify-code' },
  },
  { method: 'GET', route: '/sites/{slug}/sitemap.xml', param: WESTSIDE, session: 'signed out', dealerHost: { host: WESTSIDE_HOST, path: '/sitemap.xml' } },
  { method: 'GET', route: '/sites/{slug}/robots.txt', param: WESTSIDE, session: 'signed out', dealerHost: { host: WESTSIDE_HOST, path: '/robots.txt' } },
  { method: 'GET', route: '/media/cars/{file}', param: 'suv-white-side-studio.svg', session: 'signed out' },
  { method: 'GET', route: '/editor/api/sites', session: 'dealer editor', also: [{ session: 'signed out' }, { session: 'platform admin' }] },
  {
    method: 'GET',
    route: '/editor/api/sites/{slug}/draft',
    param: SUNSHINE,
    session: 'dealer editor',
    also: [{ session: 'signed out' }, { session: 'dealer editor', param: HARBOUR }],
  },
  {
    method: 'PUT',
    route: '/editor/api/sites/{slug}/draft',
    param: SUNSHINE,
    body: (known) => ({ document: known.sunshineDraft.document, revision: known.sunshineDraft.revision }),
    session: 'dealer editor',
    also: [{ session: 'signed out' }, { session: 'dealer editor', param: HARBOUR }],
  },
  {
    method: 'GET',
    route: '/editor/api/sites/{slug}/export',
    param: SUNSHINE,
    session: 'dealer editor',
    also: [{ session: 'signed out' }, { session: 'dealer editor', param: HARBOUR }],
  },
  {
    method: 'GET',
    route: '/editor/api/sites/{slug}/versions',
    param: SUNSHINE,
    session: 'dealer editor',
    also: [{ session: 'signed out' }, { session: 'dealer editor', param: HARBOUR }],
  },
  // Every hostile revision is refused or stale, so nothing is published while the other test files read the site.
  {
    method: 'POST',
    route: '/editor/api/sites/{slug}/publish',
    param: SUNSHINE,
    body: (known) => ({ revision: known.sunshineDraft.revision }),
    publishes: true,
    session: 'dealer editor',
    also: [{ session: 'signed out' }, { session: 'dealer editor', param: HARBOUR }],
  },
  {
    method: 'POST',
    route: '/editor/api/sites/{slug}/rollback',
    param: SUNSHINE,
    body: () => ({ version: FIRST_VERSION }),
    publishes: true,
    session: 'dealer editor',
    also: [{ session: 'signed out' }, { session: 'dealer editor', param: HARBOUR }],
  },
  {
    method: 'POST',
    route: '/editor/api/sites/{slug}/import',
    param: SUNSHINE,
    body: (known) => known.sunshineExport,
    optional: ['navigation', 'texts', 'theme', 'layout'],
    session: 'dealer editor',
    also: [{ session: 'signed out' }, { session: 'dealer editor', param: HARBOUR }],
  },
  {
    method: 'GET',
    route: '/editor/api/sites/{slug}/reservations',
    param: SUNSHINE,
    session: 'dealer editor',
    also: [{ session: 'signed out' }, { session: 'dealer editor', param: HARBOUR }],
  },
  // A reservation id no site has: every body that passes the schema is a 404, so nothing the other test files read is released.
  {
    method: 'POST',
    route: '/editor/api/sites/{slug}/reservations',
    param: SUNSHINE,
    body: () => ({ reservation_id: '00000000-0000-4000-8000-000000000000', action: 'release' }),
    session: 'dealer editor',
    also: [{ session: 'signed out' }, { session: 'dealer editor', param: HARBOUR }],
  },
  {
    method: 'GET',
    route: '/editor/api/sites/{slug}/changes',
    param: SUNSHINE,
    session: 'dealer editor',
    also: [{ session: 'signed out' }, { session: 'dealer editor', param: HARBOUR }],
  },
  // Discarding and scheduling change what the other test files read: their valid bodies are only ever sent spoiled.
  {
    method: 'POST',
    route: '/editor/api/sites/{slug}/discard',
    param: SUNSHINE,
    body: (known) => ({ revision: known.sunshineDraft.revision }),
    publishes: true,
    session: 'dealer editor',
    also: [{ session: 'signed out' }, { session: 'dealer editor', param: HARBOUR }],
  },
  {
    method: 'GET',
    route: '/editor/api/sites/{slug}/schedule',
    param: SUNSHINE,
    session: 'dealer editor',
    also: [{ session: 'signed out' }, { session: 'dealer editor', param: HARBOUR }],
  },
  {
    method: 'POST',
    route: '/editor/api/sites/{slug}/schedule',
    param: SUNSHINE,
    body: (known) => ({ revision: known.sunshineDraft.revision, publishAt: '2099-12-01T09:00:00+10:00' }),
    publishes: true,
    session: 'dealer editor',
    also: [{ session: 'signed out' }, { session: 'dealer editor', param: HARBOUR }],
  },
  {
    method: 'POST',
    route: '/editor/api/sites/{slug}/schedule/cancel',
    param: SUNSHINE,
    session: 'dealer editor',
    also: [{ session: 'signed out' }, { session: 'dealer editor', param: HARBOUR }],
  },
  {
    method: 'GET',
    route: '/editor/api/sites/{slug}/previews',
    param: SUNSHINE,
    session: 'dealer editor',
    also: [{ session: 'signed out' }, { session: 'dealer editor', param: HARBOUR }],
  },
  {
    method: 'POST',
    route: '/editor/api/sites/{slug}/previews',
    param: SUNSHINE,
    body: (known) => ({ revision: known.sunshineDraft.revision }),
    session: 'dealer editor',
    also: [{ session: 'signed out' }, { session: 'dealer editor', param: HARBOUR }],
  },
  // A link number no site has: every body that passes the schema is a 404.
  {
    method: 'POST',
    route: '/editor/api/sites/{slug}/previews/revoke',
    param: SUNSHINE,
    body: () => ({ id: 9_007_199_254_740_991 }),
    session: 'dealer editor',
    also: [{ session: 'signed out' }, { session: 'dealer editor', param: HARBOUR }],
  },
  // A token no link has: an expired or unknown preview is a 404 page, whatever the token holds.
  { method: 'GET', route: '/preview/{token}', param: 'A'.repeat(43), session: 'signed out' },
  { method: 'GET', route: '/preview/{token}/api/search', param: 'A'.repeat(43), session: 'signed out' },
  {
    method: 'POST',
    route: '/preview/{token}/api/search',
    param: 'A'.repeat(43),
    body: () => ({ query: 'corolla', filters: { make: ['Toyota'] }, hitsPerPage: 21, sort: 'latest' }),
    session: 'signed out',
  },
  { method: 'GET', route: '/preview/{token}/api/nearest-locations', param: 'A'.repeat(43), session: 'signed out' },
  { method: 'GET', route: '/preview/{token}/api/saved-cars', param: 'A'.repeat(43), session: 'signed out' },
  { method: 'GET', route: '/preview/{token}/api/watchlist', param: 'A'.repeat(43), session: 'signed out' },
  { method: 'GET', route: '/editor/api/platform/sites', session: 'platform admin', also: [{ session: 'signed out' }, { session: 'dealer editor' }] },
  {
    method: 'PUT',
    route: '/editor/api/platform/sites/{slug}',
    param: NO_SUCH_SITE,
    body: () => ({ domains: ['fuzz.example.com'], dealershipIds: [101], websiteId: 11 }),
    session: 'platform admin',
    also: [{ session: 'signed out' }, { session: 'dealer editor' }],
  },
  // A dealership that does not exist, so a feed that passes every check still imports nothing the other test files read.
  {
    method: 'POST',
    route: '/editor/api/platform/dealerships/{id}/stock',
    param: '999999',
    body: () => ({ feed: 'id,make\n1,Toyota' }),
    session: 'platform admin',
    also: [{ session: 'signed out' }, { session: 'dealer editor' }],
  },
  // An account that does not exist, so wrong passwords count against no demo marketer.
  {
    method: 'POST',
    route: '/api/auth/sign-in/email',
    body: () => ({ email: 'nobody@dealer-sites.example', password: 'not-the-password' }),
    optional: ['rememberMe', 'callbackURL'],
    session: 'signed out',
  },
  { method: 'POST', route: '/api/auth/sign-up/email', body: () => ({ email: 'fuzz@dealer-sites.example', password: 'fuzz-password-2026', name: 'Fuzz' }), session: 'signed out' },
  { method: 'POST', route: '/api/auth/sign-out', session: 'signed out' },
  { method: 'GET', route: '/api/auth/get-session', session: 'signed out', also: [{ session: 'dealer editor' }] },
  { method: 'GET', route: '/api/auth/{all}', param: 'ok', session: 'signed out' },
];

interface Attempt {
  what: string;
  request: { method: string; path: string; headers: Record<string, string>; body?: string };
}

const STACK_TRACE = /\n\s+at \S+ \(|\n\s+at \S+:\d+:\d+|node:internal|\b(?:Type|Range|Syntax|Reference|Eval|URI|Aggregate)?Error: /;

let known: Known;

async function signIn(email: string, password: string): Promise<string> {
  const response = await sendRaw(base, {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    headers: { host: PLATFORM_HOST, 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status, response.body).toBe(200);
  return cookiesOf(response);
}

function cookiesOf(response: PlainResponse): string {
  return [response.headers['set-cookie'] ?? []]
    .flat()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function aCarId(slug: string): Promise<number> {
  const xml = (await sendRaw(base, { path: `/sites/${slug}/sitemap.xml`, headers: { host: PLATFORM_HOST } })).body;
  // The last car listed: the contract test reveals the first one's number and expects its reveal to be the first from this address.
  const carSlug = [...xml.matchAll(/\/cars\/([a-z0-9-]+-\d+)<\/loc>/g)].at(-1)![1];
  // Demo car slugs end in the car's id.
  return Number(carSlug.slice(carSlug.lastIndexOf('-') + 1));
}

/** Signs a shopper in on sunshine-toyota with the code the local SMS provider shows. */
async function signInShopper(): Promise<string> {
  const post = (path: string, body: object) =>
    sendRaw(base, {
      method: 'POST',
      path: `/sites/${SUNSHINE}/api/watchlist/sign-in/${path}`,
      headers: { host: PLATFORM_HOST, 'content-type': 'application/json', origin: base },
      body: JSON.stringify(body),
    });
  const sent = await post('send-code', { phone_number: SHOPPER_PHONE });
  expect(sent.status, sent.body).toBe(200);
  const code = /your code is (\d{6})/.exec(sent.body)![1];
  const verified = await post('verify-code', { phone_number: SHOPPER_PHONE, code });
  expect(verified.status, verified.body).toBe(200);
  return cookiesOf(verified);
}

/** Step 1 of a trade-in on westside-used-cars, for the later steps' valid bodies. */
async function westsideTradeIn(): Promise<Known['westsideTradeIn']> {
  const response = await sendRaw(base, {
    method: 'POST',
    path: `/sites/${WESTSIDE}/api/trade-ins`,
    headers: { host: PLATFORM_HOST, 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      form: 'trade-in',
      idempotency_key: 'api-fuzz-trade-in-steps-1',
      name: 'Fuzz Seller',
      email: 'fuzz@dealer-sites.example',
      phone: '0400 000 046',
      url: '/sell-my-car',
      // Westside has the spam check on: the steps after this one need a stored trade-in to reach past their first check.
      captcha: await solvedSpamCheckFrom(`${base}/sites/${WESTSIDE}`),
    }),
  });
  expect(response.status, response.body).toBe(201);
  return JSON.parse(response.body) as Known['westsideTradeIn'];
}

async function editorGet(path: string, cookie: string): Promise<PlainResponse> {
  const response = await sendRaw(base, { path, headers: { host: PLATFORM_HOST, cookie } });
  expect(response.status, `${path}: ${response.body.slice(0, 200)}`).toBe(200);
  return response;
}

async function sunshineDraft(cookie: string): Promise<Known['sunshineDraft']> {
  const draft = JSON.parse((await editorGet(`/editor/api/sites/${SUNSHINE}/draft`, cookie)).body) as Known['sunshineDraft'];
  return { document: draft.document, revision: draft.revision };
}

beforeAll(async () => {
  const admin = DEMO_MARKETERS.find((m) => m.role === 'platform-admin')!;
  const editor = DEMO_MARKETERS.find((m) => m.dealerSlugs.includes(SUNSHINE))!;
  const cookies: Record<Session, string> = {
    'signed out': '',
    'platform admin': await signIn(admin.email, admin.password),
    'dealer editor': await signIn(editor.email, editor.password),
    shopper: await signInShopper(),
  };
  const platformSites = JSON.parse((await editorGet('/editor/api/platform/sites', cookies['platform admin'])).body) as {
    sites: { slug: string; dealershipIds: number[]; websiteId: number }[];
  };
  const westside = platformSites.sites.find((site) => site.slug === WESTSIDE)!;
  known = {
    westsideCarId: await aCarId(WESTSIDE),
    westsideDealershipId: westside.dealershipIds[0],
    westsideWebsiteId: westside.websiteId,
    sunshineCarId: await aCarId(SUNSHINE),
    sunshineDraft: await sunshineDraft(cookies['dealer editor']),
    sunshineExport: JSON.parse((await editorGet(`/editor/api/sites/${SUNSHINE}/export`, cookies['dealer editor'])).body),
    westsideTradeIn: await westsideTradeIn(),
    cookies,
  };
});

afterAll(async () => {
  // The fuzz saves and imports drafts of sunshine-toyota; put back the one it found.
  if (known) {
    const { revision } = await sunshineDraft(known.cookies['dealer editor']);
    await sendRaw(base, {
      method: 'PUT',
      path: `/editor/api/sites/${SUNSHINE}/draft`,
      headers: { host: PLATFORM_HOST, 'content-type': 'application/json', origin: base, cookie: known.cookies['dealer editor'] },
      body: JSON.stringify({ document: known.sunshineDraft.document, revision }),
    });
  }
  agent.destroy();
});

const fill = (route: FuzzedRoute, param = route.param ?? '') => route.route.replace(/\{[a-z]+\}/, param);

function headersFor(session: Session, host = PLATFORM_HOST, withBody = true): Record<string, string> {
  const cookie = known.cookies[session];
  return { host, ...(withBody ? { 'content-type': 'application/json', origin: `http://${host}` } : {}), ...(cookie ? { cookie } : {}) };
}

/** Every hostile request for one route, as its table row says. */
function attemptsFor(route: FuzzedRoute): Attempt[] {
  const attempts: Attempt[] = [];
  const writes = route.method !== 'GET';
  const validBody = route.body && !route.publishes ? JSON.stringify(route.body(known)) : writes ? '{}' : undefined;
  const add = (what: string, request: Partial<Attempt['request']> & { path: string }) =>
    attempts.push({ what, request: { method: route.method, headers: headersFor(route.session, PLATFORM_HOST, writes), body: validBody, ...request } });
  const path = fill(route);

  if (writes) {
    for (const [name, body] of HOSTILE_BODIES) add(`with ${name}`, { path, body });
    if (route.body) {
      const valid = route.body(known);
      const fields = [...Object.keys(valid), ...(route.optional ?? [])];
      for (const field of fields) {
        for (const value of HOSTILE_VALUES) add(`with ${field} = ${JSON.stringify(value).slice(0, 40)}`, { path, body: JSON.stringify({ ...valid, [field]: value }) });
      }
      const first = fields[0];
      add(`with ${first} a 1 MB string`, { path, body: JSON.stringify({ ...valid, [first]: ONE_MB }) });
      add(`with ${first} nested 10,000 deep`, { path, body: `{"${first}": ${DEEP_ARRAYS}}` });
      add('with every field an object', { path, body: JSON.stringify(Object.fromEntries(fields.map((field) => [field, { [field]: [field] }]))) });
      add('with an unknown field', { path, body: JSON.stringify({ ...valid, unknownField: 1, [RTL]: '\u0000' }) });
    }
    for (const type of HOSTILE_CONTENT_TYPES) add(`as content-type "${type}"`, { path, headers: { ...headersFor(route.session), 'content-type': type } });
    for (const origin of HOSTILE_ORIGINS) add(`from origin ${origin}`, { path, headers: { ...headersFor(route.session), origin } });
    for (const query of HOSTILE_QUERIES.slice(0, 2)) add(`?${query}`, { path: `${path}?${query}` });
  } else {
    add('as asked', { path });
    for (const query of HOSTILE_QUERIES) add(`?${query.slice(0, 40)}`, { path: `${path}?${query}` });
  }

  if (route.param) {
    for (const segment of HOSTILE_SEGMENTS) add(`at ${fill(route, segment).slice(0, 80)}`, { path: fill(route, segment) });
  }

  for (const { session, param } of route.also ?? []) {
    const otherPath = fill(route, param);
    const headers = headersFor(session, PLATFORM_HOST, writes);
    const who = `${session}${param ? ` on ${param}` : ''}`;
    attempts.push({ what: `${who}, as asked`, request: { method: route.method, path: otherPath, headers, body: validBody } });
    if (writes) for (const [name, body] of REFUSED_BODIES) attempts.push({ what: `${who}, with ${name}`, request: { method: route.method, path: otherPath, headers, body } });
    else attempts.push({ what: `${who}, ?${HOSTILE_QUERIES[0]}`, request: { method: route.method, path: `${otherPath}?${HOSTILE_QUERIES[0]}`, headers } });
  }

  if (route.dealerHost) {
    const { host, path: hostedPath } = route.dealerHost;
    const onHost = (what: string, request: Partial<Attempt['request']>) =>
      attempts.push({
        what: `on ${host} ${what}`,
        request: { method: route.method, path: hostedPath, headers: headersFor(route.session, host, writes), body: validBody, ...request },
      });
    onHost('as asked', {});
    if (writes) for (const [name, body] of HOSTILE_BODIES) onHost(`with ${name}`, { body });
    else for (const query of HOSTILE_QUERIES) onHost(`?${query.slice(0, 40)}`, { path: `${hostedPath}?${query}` });
    for (const hostile of HOSTILE_HOSTS) onHost(`as host "${hostile.slice(0, 40)}"`, { headers: headersFor(route.session, hostile, writes) });
    for (const segment of HOSTILE_SEGMENTS.slice(0, 6)) onHost(`at ${segment}${hostedPath}`, { path: `/${segment}${hostedPath}` });
  }

  // Methods the route does not take: answered 405 (or 404), never by a handler that assumed its own method.
  const taken = ROUTES.filter((other) => other.route === route.route).map((other) => other.method);
  if (taken[0] === route.method) {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].filter((m) => !taken.includes(m as Method))) {
      attempts.push({ what: `as ${method}`, request: { method, path, headers: headersFor(route.session), body: method === 'GET' ? undefined : '{}' } });
    }
  }
  return attempts;
}

/** Sends the attempts IN_FLIGHT at a time; every answer at 500 or above, with a stack trace, or missing. */
async function failures(attempts: Attempt[]): Promise<string[]> {
  const found: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < attempts.length) {
        const { what, request } = attempts[next++]!;
        try {
          const response = await sendRaw(base, { ...request, agent });
          if (response.status >= 500) found.push(`${what} → ${response.status} ${response.body.slice(0, 160)}`);
          else if (STACK_TRACE.test(response.body)) found.push(`${what} → ${response.status} with a stack trace: ${STACK_TRACE.exec(response.body)![0]}`);
        } catch (error) {
          found.push(`${what} → no answer (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
        }
      }
    }),
  );
  return found;
}

describe('security: no input gives a 500', () => {
  it.each(ROUTES.map((route) => [`${route.method} ${route.route}`, route] as const))('security: no input gives a 500 — %s', async (_title, route) => {
    const attempts = attemptsFor(route);
    expect(await failures(attempts)).toEqual([]);
  });
});
