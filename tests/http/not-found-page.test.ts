import { describe, expect, inject, it } from 'vitest';
import { flightPayloadOf } from '../support/flight-payload';
import { getWithHost, sendRaw } from '../support/http';

const base = inject('appUrl');
const port = inject('appPort');
const HARBOUR = `${base}/sites/harbour-city-motors`;
/** The schema's default texts (schemas/texts.ts); no demo dealer overrides them. */
const NOT_FOUND_TITLE = 'Page not found';
const NOT_FOUND_MESSAGE = 'The page you were looking for has moved or no longer exists.';
/** The 404 page's own link (the message is also among the texts a search island gets). */
const HOME_LINK = 'Go to the home page';

async function firstCarPath(site: string): Promise<string> {
  const answer = (await (await fetch(`${site}/api/search`)).json()) as { hits: { slug: string }[] };
  return `/cars/${answer.hits[0]!.slug}`;
}

/**
 * The 404 page is in the answer's payload. Next.js 16 answers notFound()
 * with an empty HTML shell and React draws the boundary from the payload
 * (vercel/next.js#62228); tests/browser/dealer-home.test.ts checks the page
 * as drawn.
 */
function expectTheDealers404(status: number, html: string, address: string) {
  expect(status, address).toBe(404);
  const payload = flightPayloadOf(html).text;
  expect(payload, address).toContain(NOT_FOUND_TITLE);
  expect(payload, address).toContain(NOT_FOUND_MESSAGE);
  expect(payload, `${address}: the dealer's header`).toContain('["$","header"');
  expect(payload, `${address}: the dealer's footer`).toContain('["$","footer"');
  expect(payload, address).toContain(HOME_LINK);
  expect(payload, `${address}: the dealer's name`).toContain('Harbour City Motor Group');
}

/**
 * Next.js sends a segment's not-found boundary with every page of it, in
 * the page's payload. The dealer's 404 page is its header and footer again:
 * 48 kB of a vehicle page's 200 kB payload (issue 16, inline payload only
 * for what islands need). It is rendered only when the address is a 404.
 */
describe("the dealer's 404 page is sent for a 404 only (issue 16)", () => {
  it('a page of the site carries no 404 page in its HTML or its payload, on first load and on a client navigation', async () => {
    for (const path of ['', '/search', await firstCarPath(HARBOUR), '/terms-and-conditions', '/blog/servicing']) {
      const response = await fetch(`${HARBOUR}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).not.toContain(HOME_LINK);
      const navigation = await fetch(`${HARBOUR}${path}`, { headers: { rsc: '1' } });
      expect(navigation.status, `${path} (navigation)`).toBe(200);
      expect(await navigation.text(), `${path} (navigation)`).not.toContain(HOME_LINK);
    }
  });

  it.each([
    ['a page the site does not have', '/no-such-page'],
    ['a page under one it has', '/terms-and-conditions/more'],
    ['a car it does not have', '/cars/no-such-car-1'],
    ['a location it does not have', '/locations/nowhere-motors'],
    ['a blog category it does not have', '/blog/no-such-category'],
    ['a make its stock does not have', '/search/nonexistent-make'],
    ['an escaped address of no page', '/no%20such%2520page'],
    ['an address of no page with a query', '/no-such-page?make=Toyota&make=Ford&sort=price'],
  ])('%s is the 404 page with its header, footer and wording', async (_, path) => {
    const response = await fetch(`${HARBOUR}${path}`);
    expectTheDealers404(response.status, await response.text(), path);
  });

  it("on the dealer's own host, and for a client navigation", async () => {
    const hosted = await getWithHost(`${base}/cars/no-such-car-1`, `harbour-city-motors.localhost:${port}`);
    expectTheDealers404(hosted.status, hosted.body, 'own host');
    // A navigation's answer is the payload alone, whose status Next.js leaves at 200.
    const navigation = await fetch(`${HARBOUR}/no-such-page`, { headers: { rsc: '1' } });
    expect(await navigation.text()).toContain(HOME_LINK);
  });

  it("a client's own address header changes nothing: the proxy writes it", async () => {
    const found = await sendRaw(HARBOUR, {
      path: '/sites/harbour-city-motors/no-such-page',
      headers: { 'x-site-address': '/sites/harbour-city-motors/terms-and-conditions' },
    });
    expectTheDealers404(found.status, found.body, 'claimed to be a page');
    const page = await sendRaw(HARBOUR, { path: '/sites/harbour-city-motors/terms-and-conditions', headers: { 'x-site-address': '/sites/harbour-city-motors/no-such-page' } });
    expect(page.status).toBe(200);
    expect(page.body).not.toContain(HOME_LINK);
  });
});
