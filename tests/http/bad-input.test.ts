import { describe, expect, inject, it } from 'vitest';
import { getWithHost } from '../support/http';

const base = inject('appUrl');
const port = inject('appPort');
const DEEP = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;

function post(path: string, body: string) {
  return fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body });
}

describe('security: bad input over HTTP gets a 400, never a 500', () => {
  it.each(['/sites/westside-used-cars/api/phone-reveals', '/sites/westside-used-cars/api/search', '/sites/sunshine-toyota/api/watchlist/sign-in/send-code'])(
    'JSON nested 20,000 deep to %s answers 400 naming the body',
    async (path) => {
      const response = await post(path, DEEP);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'The request has errors.', fields: [{ field: '/', message: 'must be nested at most 64 levels deep' }] });
    },
  );

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
