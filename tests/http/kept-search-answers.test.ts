import { request } from 'node:http';
import { describe, expect, inject, it } from 'vitest';

/**
 * Search answers kept per query key (runtime/server/search/kept-search-answers.ts;
 * spec search §7, "Cached per query key") on the built app: a search asked
 * again while the stock, the holds and the site are unchanged is sent as it
 * was worked out, by GET (a results address) and by POST (the search page's
 * own requests). Westside Used Cars: no other file publishes it or reserves
 * its cars. Staleness on a stock or hold change is held by the two app
 * servers' test (a price changed in the database shows in the very next
 * search on both) and the reservations test (a car reserved shows reserved
 * in the very next search).
 */
const base = inject('appUrl');
const WESTSIDE = `${base}/sites/westside-used-cars/api/search`;
const searchTiming = (response: Response) => /^search;desc="([\w ]+)"/.exec(response.headers.get('server-timing') ?? '')?.[1];

/** Asks until the answer is a kept one: another file's stock or hold change may move the versions on meanwhile. */
async function keptAnswer(ask: () => Promise<Response>): Promise<{ response: Response; body: string }> {
  for (let tries = 0; tries < 5; tries += 1) {
    const response = await ask();
    const body = await response.text();
    if (searchTiming(response) === 'kept') return { response, body };
  }
  throw new Error('The search was never answered from a kept answer');
}

/** An answer as the search worked it out, less the time it took (an answer worked out again, the versions having moved meanwhile, took its own). */
const withoutTime = (body: string) => {
  const { ms: _ms, ...answer } = JSON.parse(body) as { ms: number };
  return answer;
};

describe('search answers kept per query key', () => {
  it('a GET search asked again is the answer worked out before', async () => {
    const address = `${WESTSIDE}?body=suv&sortBy=price_asc`;
    const worked = await (await fetch(address)).text();
    const { response, body } = await keptAnswer(() => fetch(address));
    expect(withoutTime(body)).toEqual(withoutTime(worked));
    expect(withoutTime(body)).toMatchObject({ hits: expect.any(Array), count: expect.any(Number), facets: expect.any(Object), facetStats: expect.any(Object) });
    expect(response.headers.get('content-type')).toBe('application/json');
  });

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    // As browsers ask, every encoding rated alike: the server's choice.
    ['gzip, deflate, br, zstd', 'br'],
  ])('an answer goes out compressed as the client takes it (%s), worked out or kept, and says so once', async (accepted, encoding) => {
    const address = `${WESTSIDE}?sortBy=latest&car_type=used`;
    const plain = withoutTime(await (await fetch(address, { headers: { 'accept-encoding': 'identity' } })).text());
    for (const ask of [() => fetch(address, { headers: { 'accept-encoding': accepted } }), () => keptAnswer(() => fetch(address, { headers: { 'accept-encoding': accepted } }))]) {
      const asked = await ask();
      const response = asked instanceof Response ? asked : asked.response;
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toContain('Accept-Encoding');
      // The door's word to the app and the app's to the door stay between them.
      expect(response.headers.get('x-answer-encoding')).toBeNull();
      // Decoded once by the client, it is the plain answer: compressed once, not twice.
      const body = asked instanceof Response ? await asked.text() : asked.body;
      expect(withoutTime(body)).toEqual(plain);
    }
    // Raw bytes on the wire: a tenth of the JSON or less.
    const wire = await new Promise<number>((resolve, reject) => {
      const url = new URL(address);
      request(url, { headers: { 'accept-encoding': accepted } }, (answer) => {
        let bytes = 0;
        answer.on('data', (chunk: Buffer) => (bytes += chunk.length)).on('end', () => resolve(bytes));
      })
        .on('error', reject)
        .end();
    });
    expect(wire).toBeLessThan(JSON.stringify(plain).length / 5);
  });

  it('an address the browser opens as a page is compressed once, by the door alone', async () => {
    const response = await fetch(`${WESTSIDE}?make=Toyota`, { headers: { accept: 'text/html,*/*', 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(JSON.parse(await response.text())).toMatchObject({ hits: expect.any(Array) });
  });

  it('a client that takes no compression gets plain JSON', async () => {
    const response = await fetch(`${WESTSIDE}?body=sedan`, { headers: { 'accept-encoding': 'identity' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(await response.text())).toMatchObject({ hits: expect.any(Array) });
  });

  it('a client naming the encoding itself is not believed: the door says what it takes', async () => {
    const response = await fetch(`${WESTSIDE}?body=hatch`, { headers: { 'accept-encoding': 'identity', 'x-answer-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(await response.text())).toMatchObject({ hits: expect.any(Array) });
  });

  it('the same search written in another order is the same query key: asked so for the first time, it is the kept answer', async () => {
    // A page of its own each try, so the reordered search is never one asked before; another file's change may move the versions between the two asks.
    let kept = false;
    for (let page = 2; page <= 6 && !kept; page += 1) {
      await (await fetch(`${WESTSIDE}?make=Toyota&body=suv&price=5000:60000&sortBy=latest&page=${page}`)).arrayBuffer();
      const reordered = await fetch(`${WESTSIDE}?page=${page}&price=5000:60000&sortBy=latest&body=suv&make=Toyota`);
      expect(withoutTime(await reordered.text())).toMatchObject({ page });
      kept = searchTiming(reordered) === 'kept';
    }
    expect(kept).toBe(true);
  });

  it('a POST search, as the search page sends it, asked again is kept too', async () => {
    const ask = () =>
      fetch(WESTSIDE, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ filters: { body: ['ute'] }, hitsPerPage: 21, page: 1 }),
      });
    const { response, body } = await keptAnswer(ask);
    expect(response.status).toBe(200);
    const byQueryString = (await (await fetch(`${WESTSIDE}?body=ute`)).json()) as { count: number };
    expect((JSON.parse(body) as { count: number }).count).toBe(byQueryString.count);
  });

  it('a refused search is never kept: each answers its own 400', async () => {
    for (let nth = 0; nth < 2; nth += 1) {
      const response = await fetch(`${WESTSIDE}?page=0`);
      expect(response.status).toBe(400);
      expect(searchTiming(response)).toBeUndefined();
      expect(await response.json()).toMatchObject({ error: 'Invalid search', fields: [{ field: 'page' }] });
    }
  });
});
