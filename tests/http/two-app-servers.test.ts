import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { tooManyCodesForNumber } from '../../runtime/sign-in-words';
import { CODES_PER_PHONE } from '../../runtime/server/auth/sign-in-limits';
import { createPostgresPool } from '../../runtime/server/db/connection';
import { startAppServer, type AppServer } from '../support/app-server';

/**
 * Many app servers on one PostgreSQL (the performance issue): a second app
 * server on the same database as the suite's, and what one does the other
 * serves at once: a publish, a stock change (in a search and on a page the
 * other had kept), a shopper's and a marketer's
 * session, a per-number limit on sign-in codes. PGlite admits one process,
 * so vitest.config.ts runs this file only when DATABASE_URL names a server
 * (the CI's second pass).
 *
 * Nothing here changes what a site shows: westside-used-cars is published
 * again unchanged (no other file edits its draft), and the one car whose
 * price moves is put back.
 */
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('Two app servers need DATABASE_URL: PGlite admits one process.');
const WESTSIDE = 'westside-used-cars';
const HARBOUR = 'harbour-city-motors';
/** A documentation address (RFC 5737), as the load balancer in front of the second server reports the shopper. */
const OWN_ADDRESS = `192.0.2.${1 + Math.floor(Math.random() * 250)}`;

describe('two app servers on one PostgreSQL', () => {
  const first = inject('appUrl');
  const cookies = inject('marketerCookies');
  let second: AppServer;

  beforeAll(async () => {
    // Behind a load balancer, as production is: the second server reads the client's address from it, so the
    // shoppers this file signs in have an address of their own, not the suite's (whose sign-in budget other files spend).
    second = await startAppServer({ env: { TRUSTED_PROXIES: '127.0.0.1' } });
  }, 180_000);
  afterAll(() => second?.stop());

  const json = async <Body>(url: string, init: RequestInit = {}) => {
    const response = await fetch(url, init);
    return { status: response.status, body: (await response.json()) as Body };
  };
  const editor = (base: string, method: string, what: string, body?: unknown) =>
    json<Record<string, unknown>>(`${base}/editor/api/sites/${WESTSIDE}/${what}`, {
      method,
      headers: { origin: base, cookie: cookies.platformAdmin, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const liveVersion = async (base: string) => (await json<{ version: number }>(`${base}/sites/${WESTSIDE}/api/site`)).body.version;

  it('a publish on one is served by the other at once (and the marketer signed in on one is signed in on both)', async () => {
    const before = await liveVersion(second.url);
    expect(await liveVersion(first)).toBe(before);
    const draft = await editor(second.url, 'GET', 'draft');
    expect(draft.status).toBe(200);
    const saved = await editor(second.url, 'PUT', 'draft', { document: draft.body.document, revision: draft.body.revision });
    expect(saved.status).toBe(200);
    const published = await editor(second.url, 'POST', 'publish', { revision: saved.body.revision });
    expect(published.status).toBe(200);
    expect(published.body.version).toBe(before + 1);
    expect(await liveVersion(first)).toBe(before + 1);
  });

  it('a stock change shows in the very next search on both, whichever index was loaded before', async () => {
    const pool = createPostgresPool(databaseUrl, { max: 1 });
    const search = async (base: string, query: string) =>
      (await json<{ count: number; hits: { id: number; price: number }[] }>(`${base}/sites/${WESTSIDE}/api/search?${query}`)).body;
    try {
      const any = await search(first, 'sortBy=latest');
      const car = any.hits.find((hit) => hit.price > 0)!;
      const { rows } = await pool.query<{ stocknum: string }>('select stocknum from cars where id = $1', [car.id]);
      const stocknum = rows[0]!.stocknum;
      const moved = car.price + 1;
      // The price filter is answered from each server's stock index, not from the rows read per page.
      const atMovedPrice = `query=${encodeURIComponent(stocknum)}&price=${moved}:${moved}`;
      for (const base of [first, second.url]) expect((await search(base, atMovedPrice)).count).toBe(0);
      await pool.query('update cars set price = $1 where id = $2', [moved, car.id]);
      try {
        for (const base of [second.url, first]) {
          const answer = await search(base, atMovedPrice);
          expect(answer.count, base).toBe(1);
          expect(answer.hits[0]).toMatchObject({ id: car.id, price: moved });
        }
      } finally {
        await pool.query('update cars set price = $1 where id = $2', [car.price, car.id]);
      }
      for (const base of [first, second.url]) expect((await search(base, atMovedPrice)).count).toBe(0);
    } finally {
      await pool.end();
    }
  });

  it('a vehicle page kept on one shows a stock change made on the other at the next request (runtime/server/http/page-cache)', async () => {
    const pool = createPostgresPool(databaseUrl, { max: 1 });
    const search = await json<{ hits: { id: number; slug: string; price: number }[] }>(`${first}/sites/${WESTSIDE}/api/search?sortBy=latest`);
    const car = search.body.hits.find((hit) => hit.price > 0)!;
    const page = `${first}/sites/${WESTSIDE}/cars/${car.slug}`;
    const served = async () => {
      const response = await fetch(page, { headers: { accept: 'text/html' } });
      const html = await response.text();
      return { cache: /desc="(\w+)"/.exec(response.headers.get('server-timing') ?? '')?.[1], html };
    };
    try {
      // Kept on the first server (asked until kept: another test's publish may move the versions on meanwhile).
      let answer = await served();
      for (let tries = 0; answer.cache !== 'kept' && tries < 5; tries += 1) answer = await served();
      expect(answer.cache).toBe('kept');
      expect(answer.html).toContain(`"price":${car.price},`);
      const moved = car.price + 1;
      // As the second server's stock import would write it: only the database knows.
      await pool.query('update cars set price = $1 where id = $2', [moved, car.id]);
      try {
        const after = await served();
        expect(after.cache).toBe('render');
        expect(after.html).toContain(`"price":${moved},`);
      } finally {
        await pool.query('update cars set price = $1 where id = $2', [car.price, car.id]);
      }
      expect((await served()).html).toContain(`"price":${car.price},`);
    } finally {
      await pool.end();
    }
  });

  it('a shopper signed in on one is signed in on the other; signing out on one ends it on both', async () => {
    const phone = `+614${String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0')}`;
    const post = (base: string, path: string, body: unknown, cookie?: string) =>
      fetch(`${base}/sites/${HARBOUR}/api/watchlist/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': OWN_ADDRESS, ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      });
    const sent = (await (await post(second.url, 'sign-in/send-code', { phone_number: phone })).json()) as { notice?: string };
    const code = /\d{6}/.exec(sent.notice ?? '')?.[0];
    expect(code, JSON.stringify(sent)).toBeDefined();
    const verified = await post(second.url, 'sign-in/verify-code', { phone_number: phone, code });
    expect(verified.status).toBe(200);
    const cookie = verified.headers
      .getSetCookie()
      .map((set) => set.split(';')[0])
      .join('; ');
    // A signed-out shopper's watchlist is empty and names no phone.
    const signedInAs = async (base: string) =>
      ((await (await fetch(`${base}/sites/${HARBOUR}/api/watchlist`, { headers: { cookie } })).json()) as { phone_number: string | null }).phone_number;
    expect(await signedInAs(first)).toBe(phone);
    expect(await signedInAs(second.url)).toBe(phone);
    expect((await post(second.url, 'sign-out', {}, cookie)).status).toBe(200);
    expect(await signedInAs(first)).toBeNull();
  });

  it(`the limit of ${CODES_PER_PHONE.max} codes a number holds across both: the one after it is refused on either`, async () => {
    const phone = `+614${String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0')}`;
    const sendCode = async (base: string) => {
      const response = await fetch(`${base}/sites/${HARBOUR}/api/watchlist/sign-in/send-code`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': OWN_ADDRESS },
        body: JSON.stringify({ phone_number: phone }),
      });
      return { status: response.status, message: ((await response.json()) as { message?: string }).message };
    };
    const perNumber = tooManyCodesForNumber(CODES_PER_PHONE.windowSeconds).slice(0, 40);
    // Alternating servers (the first, not behind the balancer, counts the suite's own address, whose budget may be spent: never with the per-number words).
    for (let nth = 0; nth < CODES_PER_PHONE.max; nth++) expect((await sendCode(nth % 2 === 0 ? first : second.url)).message ?? '').not.toContain(perNumber);
    for (const base of [first, second.url]) {
      const refused = await sendCode(base);
      expect(refused.status).toBe(429);
      expect(refused.message).toContain(perNumber);
    }
  });
});
