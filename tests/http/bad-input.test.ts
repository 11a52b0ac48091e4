import { describe, expect, inject, it } from 'vitest';
import { getWithHost } from '../support/http';

const base = inject('appUrl');
const port = inject('appPort');
// 20 kB: deep enough to overflow a recursive parser, small enough for a shopper's body limit.
const DEEP = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;

function post(path: string, body: string) {
  return fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body });
}

describe('security: bad input over HTTP gets a 400, never a 500', () => {
  it.each(['/sites/westside-used-cars/api/phone-reveals', '/sites/westside-used-cars/api/search', '/sites/sunshine-toyota/api/watchlist/sign-in/send-code'])(
    'JSON nested 10,000 deep to %s answers 400 naming the body',
    async (path) => {
      const response = await post(path, DEEP);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'The request has errors.', fields: [{ field: '/', message: 'must be nested at most 64 levels deep' }] });
    },
  );

  it("a shopper's body past 32 kB answers 413 naming the limit", async () => {
    const response = await post('/sites/westside-used-cars/api/search', JSON.stringify({ query: 'a'.repeat(40_000) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: 'The request body is too large: at most 32 kB.' });
  });

  it('a body larger than any route takes is refused at the door, the auth routes included', async () => {
    const response = await post('/api/auth/sign-in/email', 'x'.repeat(4_000_001));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: 'The request body is too large: at most 4 MB.' });
  });

  it('a body sent in chunks without its length answers 411', async () => {
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"query":"golf"}'));
        controller.close();
      },
    });
    const response = await fetch(`${base}/sites/westside-used-cars/api/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(411);
  });

  it('security: a write from another site answers 403, and a body that is not JSON 415', async () => {
    const foreign = await fetch(`${base}/sites/westside-used-cars/api/phone-reveals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ car_id: 1, dealership_id: 301, website_id: 31 }),
    });
    expect(foreign.status).toBe(403);
    const text = await fetch(`${base}/sites/westside-used-cars/api/phone-reveals`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' });
    expect(text.status).toBe(415);
    expect(await text.json()).toMatchObject({ error: 'The request body must be JSON.' });
  });

  it('car_id beyond the database column answers 400 naming /car_id', async () => {
    const response = await post('/sites/westside-used-cars/api/phone-reveals', JSON.stringify({ car_id: 99_999_999_999, dealership_id: 301, website_id: 31 }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: [{ field: '/car_id', message: 'must be at most 2147483647' }] });
  });

  it.each(['/sites/westside-used-cars/%E0%A4%A', '/sites/%E0%A4%A/search', '/sites/westside-used-cars/search/%E0%A4%A', '/editor/canvas/westside-used-cars/%E0%A4%A'])(
    'a malformed percent-escape in %s answers 400',
    async (path) => {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(400);
      expect(await response.text()).toBe('This address is not valid: it has a malformed %-escape.');
    },
  );

  it("a malformed percent-escape on a dealer's own host answers 400", async () => {
    const response = await getWithHost(`${base}/cars/%E0%A4%A`, `westside-used-cars.localhost:${port}`);
    expect(response.status).toBe(400);
  });
});
