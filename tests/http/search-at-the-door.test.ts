import { Agent } from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { sendRaw } from '../support/http';

/**
 * A dealer site's search answered at the server's door, without Next.js's
 * router (runtime/server/http/door-search.ts), with the tenancy the proxy
 * follows (runtime/tenancy/door-route.ts). An answer that went through
 * Next.js carries its router's Vary (rsc, next-router-state-tree, …); one
 * from the door does not, which is how these tests know which answered.
 */
const base = inject('appUrl');
const port = new URL(base).port;
const WESTSIDE_HOST = `westside-used-cars.example.com:${port}`;

const ask = (path: string, headers: Record<string, string> = {}, method = 'GET', body?: string) =>
  sendRaw(base, { method, path, headers: { 'accept-encoding': 'identity', ...headers }, body });
const answeredAtTheDoor = (vary: string | string[] | undefined) => !String(vary ?? '').includes('next-router-state-tree');
const hitIds = (body: string) => (JSON.parse(body) as { hits: { id: number }[] }).hits.map((hit) => hit.id);

describe("spec search §7: a site's search, answered at the door", () => {
  it("by /sites/{slug} and on the dealer's own host alike, with every answer's security headers", async () => {
    // Any page first: the app offers its search to the door once it has opened its database.
    await fetch(`${base}/sites/westside-used-cars/api/site`);
    const bySlug = await ask('/sites/westside-used-cars/api/search?make=Toyota&sortBy=price_asc');
    const byHost = await ask('/api/search?make=Toyota&sortBy=price_asc', { host: WESTSIDE_HOST });
    for (const answer of [bySlug, byHost]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.headers['content-type']).toBe('application/json');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(answer.headers['x-answer-encoding']).toBeUndefined();
    }
    expect(hitIds(byHost.body)).toEqual(hitIds(bySlug.body));
    expect(hitIds(bySlug.body).length).toBeGreaterThan(0);
  });

  it("a dealer's host asking for another dealer's search is not answered there: 404 from the app, never the other dealer's stock", async () => {
    const answer = await ask('/sites/sunshine-toyota/api/search', { host: WESTSIDE_HOST });
    expect(answer.status).toBe(404);
    expect(answeredAtTheDoor(answer.headers.vary)).toBe(false);
  });

  it('bad input is a 400 naming the field, by query string and by body', async () => {
    const byQuery = await ask('/sites/westside-used-cars/api/search?wheels=4');
    expect(byQuery.status).toBe(400);
    expect(answeredAtTheDoor(byQuery.headers.vary)).toBe(true);
    expect(JSON.parse(byQuery.body)).toEqual({ error: 'Invalid search', fields: [{ field: 'wheels', message: 'wheels is not a search filter' }] });
    const byBody = await ask('/sites/westside-used-cars/api/search', { 'content-type': 'application/json' }, 'POST', JSON.stringify({ hitsPerPage: 101 }));
    expect(byBody.status).toBe(400);
    expect(JSON.parse(byBody.body)).toEqual({ error: 'Invalid search', fields: [{ field: '/hitsPerPage', message: 'must be at most 100' }] });
  });

  it('a body refused (415 unread, 413 past the shopper limit) is answered, and the kept-alive connection serves the next request', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const path = '/sites/westside-used-cars/api/search';
      const unread = await sendRaw(base, { method: 'POST', path, headers: { 'content-type': 'text/plain' }, body: 'x'.repeat(20_000), agent });
      expect(unread.status).toBe(415);
      const tooLarge = JSON.stringify({ query: 'x'.repeat(200_000) });
      const cutOff = await sendRaw(base, { method: 'POST', path, headers: { 'content-type': 'application/json' }, body: tooLarge, agent });
      expect(cutOff.status).toBe(413);
      const next = await sendRaw(base, { path: `${path}?make=Toyota`, agent });
      expect(next.status).toBe(200);
      expect(hitIds(next.body).length).toBeGreaterThan(0);
    } finally {
      agent.destroy();
    }
  });

  it('a POST body reaches the search whole, and an unknown site is the API 404', async () => {
    const posted = await ask(
      '/sites/westside-used-cars/api/search',
      { 'content-type': 'application/json' },
      'POST',
      JSON.stringify({ filters: { make: ['Toyota'] }, sort: 'price_asc' }),
    );
    expect(posted.status).toBe(200);
    expect(hitIds(posted.body)).toEqual(hitIds((await ask('/sites/westside-used-cars/api/search?make=Toyota&sortBy=price_asc')).body));
    const unknown = await ask('/sites/no-such-dealer/api/search');
    expect(unknown.status).toBe(404);
    expect(unknown.headers['content-type']).toBe('application/json');
  });

  it('only the exact address: a trailing slash, HEAD and other paths go on to Next.js', async () => {
    // Next.js sends a trailing slash to the address without it.
    const slash = await ask('/sites/westside-used-cars/api/search/');
    expect(slash.status).toBe(308);
    expect(slash.headers.location).toBe('/sites/westside-used-cars/api/search');
    const head = await ask('/sites/westside-used-cars/api/search', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(answeredAtTheDoor(head.headers.vary)).toBe(false);
    const malformed = await ask('/sites/westside-used-cars/api/search%E0%A4%A');
    expect(malformed.status).toBe(400);
  });
});
