import { describe, expect, inject, it } from 'vitest';
import { getWithHost } from '../support/http';

const base = inject('appUrl');
const port = inject('appPort');

async function aWestsideCarId(): Promise<number> {
  const xml = await (await fetch(`${base}/sites/westside-used-cars/sitemap.xml`)).text();
  const slug = /\/cars\/([a-z0-9-]+-\d+)<\/loc>/.exec(xml)![1];
  // Demo car slugs end in the car's id.
  return Number(slug.slice(slug.lastIndexOf('-') + 1));
}

function post(path: string, body: string) {
  return fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
}

describe('API contract: bad input gets a 400 naming the field, never a 500', () => {
  it('POST /api/phone-reveals stores the reveal and answers 201 with the count', async () => {
    const carId = await aWestsideCarId();
    const response = await post('/sites/westside-used-cars/api/phone-reveals', JSON.stringify({ car_id: carId, dealership_id: 301, website_id: 31 }));
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ recorded: true, car_id: carId });
  });

  it('answers unreadable JSON with 400', async () => {
    const response = await post('/sites/westside-used-cars/api/phone-reveals', '{"car_id": ');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'The request body is not valid JSON.', fields: [{ field: '/', message: 'must be JSON' }] });
  });

  it('answers a wrong field with 400 naming it', async () => {
    const response = await post('/sites/westside-used-cars/api/phone-reveals', JSON.stringify({ car_id: -4, dealership_id: 301, website_id: 31 }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'The request has errors.', fields: [{ field: '/car_id', message: 'must be at least 1' }] });
  });

  it("answers on the dealer's host as under /sites/{slug}", async () => {
    const response = await getWithHost(`${base}/api/site`, `westside-used-cars.localhost:${port}`);
    expect(response.status).toBe(200);
  });
});

describe('GET and POST /api/search', () => {
  it("answers the spec's query-string form with hits, count, pages, facets, facetStats and ms", async () => {
    const response = await fetch(`${base}/sites/harbour-city-motors/api/search?make=Ford&sortBy=price_asc`);
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(Object.keys(answer)).toEqual(expect.arrayContaining(['hits', 'count', 'pages', 'facets', 'facetStats', 'ms']));
    expect(answer.hits.length).toBeGreaterThan(0);
    expect(answer.hits.every((car: { make: string }) => car.make === 'Ford')).toBe(true);
  });

  it('answers an unknown filter with 400 naming it', async () => {
    const response = await fetch(`${base}/sites/harbour-city-motors/api/search?wheels=4`);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('wheels');
  });

  it('answers a POST with hitsPerPage over 100 with 400 naming the field', async () => {
    const response = await post('/sites/harbour-city-motors/api/search', JSON.stringify({ hitsPerPage: 101 }));
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('/hitsPerPage');
  });
});

describe('GET /api/saved-cars', () => {
  it('answers the saved cars the site lists, as they are now, and 400 naming ids for a bad list', async () => {
    const carId = await aWestsideCarId();
    const response = await fetch(`${base}/sites/westside-used-cars/api/saved-cars?ids=${carId},999999`);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { cars: { id: number; status: string }[] };
    expect(answer.cars.map((car) => car.id)).toEqual([carId]);
    const bad = await fetch(`${base}/sites/westside-used-cars/api/saved-cars?ids=abc`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('"field":"ids"');
  });
});
