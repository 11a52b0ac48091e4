import { describe, expect, inject, it } from 'vitest';
import { getWithHost, sendRaw } from '../support/http';

const base = inject('appUrl');
const port = inject('appPort');

describe('tenancy over HTTP: the host or /sites/{slug} picks the dealer', () => {
  it("lists the demo dealers on the platform's front page", async () => {
    const html = await (await fetch(`${base}/`)).text();
    for (const slug of ['sunshine-toyota', 'harbour-city-motors', 'westside-used-cars']) {
      expect(html).toContain(`href="/sites/${slug}"`);
    }
  });

  it('serves a dealer by its domain, by {slug}.localhost and by /sites/{slug}', async () => {
    const byDomain = await getWithHost(`${base}/`, `sunshine-toyota.example.com:${port}`);
    const byLocalhost = await getWithHost(`${base}/`, `sunshine-toyota.localhost:${port}`);
    const byPath = await fetch(`${base}/sites/sunshine-toyota`);
    for (const response of [byDomain, byLocalhost]) {
      expect(response.status).toBe(200);
      expect(response.body).toContain('<title>Sunshine Coast Toyota');
    }
    expect(byPath.status).toBe(200);
    expect(await byPath.text()).toContain('<title>Sunshine Coast Toyota');
  });

  it('answers an unknown host or slug with a 404 page, not an error', async () => {
    const unknownHost = await getWithHost(`${base}/`, `nobody.example.org:${port}`);
    expect(unknownHost.status).toBe(404);
    expect(unknownHost.body).toContain('No dealer site answers at this address.');
    const unknownSlug = await fetch(`${base}/sites/no-such-dealer`);
    expect(unknownSlug.status).toBe(404);
    expect(await unknownSlug.text()).toContain('No dealer site answers at this address.');
  });

  it("gives a dealer's missing page that dealer's 404 page", async () => {
    const response = await getWithHost(`${base}/no-such-page`, `westside-used-cars.localhost:${port}`);
    expect(response.status).toBe(404);
    expect(response.body).toContain('Westside Used Cars');
    expect(response.body).toContain('Page not found');
  });

  it("answers /sites/{slug}/api/… as /api/… on the dealer's host", async () => {
    const byPath = await (await fetch(`${base}/sites/harbour-city-motors/api/site`)).json();
    const byHost = JSON.parse((await getWithHost(`${base}/api/site`, `harbour-city-motors.example.com:${port}`)).body);
    expect(byPath).toEqual(byHost);
    expect(byPath).toMatchObject({ slug: 'harbour-city-motors', name: 'Harbour City Motor Group' });
    expect(byPath).not.toHaveProperty('settings');
  });

  it('serves robots.txt and sitemap.xml per dealer, the sitemap with pages and visible cars', async () => {
    const robots = await getWithHost(`${base}/robots.txt`, `westside-used-cars.localhost:${port}`);
    expect(robots.status).toBe(200);
    expect(robots.body).toContain('Sitemap: https://westside-used-cars.example.com/sitemap.xml');
    const sitemap = await fetch(`${base}/sites/westside-used-cars/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    const xml = await sitemap.text();
    expect(xml).toContain('<loc>https://westside-used-cars.example.com/</loc>');
    expect(xml).toMatch(/<loc>https:\/\/westside-used-cars\.example\.com\/cars\/[a-z0-9-]+-\d+<\/loc>/);
    const otherDealer = await (await fetch(`${base}/sites/sunshine-toyota/sitemap.xml`)).text();
    const westsideCars = xml.match(/\/cars\/[a-z0-9-]+-\d+(?=<)/g) ?? [];
    expect(westsideCars.length).toBeGreaterThan(10);
    expect(westsideCars.some((car) => otherDealer.includes(car))).toBe(false);
  });

  it('puts the title, description, canonical URL and Open Graph tags from the document in the page', async () => {
    const page = await (await fetch(`${base}/sites/sunshine-toyota`)).text();
    const html = page.slice(0, page.indexOf('</head>'));
    expect(html).toContain('<link rel="canonical" href="https://sunshine-toyota.example.com"/>');
    expect(html).toMatch(/<meta property="og:title" content="Sunshine Coast Toyota[^"]*"\/>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"\/>/);
    expect(html).toContain('<meta property="og:site_name" content="Sunshine Coast Toyota"/>');
  });

  it('serves generated car photos as SVG', async () => {
    const response = await fetch(`${base}/media/cars/suv-white-side-studio.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toContain('<svg');
    expect((await fetch(`${base}/media/cars/not-a-photo.png`)).status).toBe(404);
  });

  it("a dealer's own page may post to its own API: a shopper's write on the dealer's domain, from that domain's page, is not refused as foreign", async () => {
    const sitemap = await (await getWithHost(`${base}/sitemap.xml`, `westside-used-cars.example.com:${port}`)).body;
    const slug = /\/cars\/([a-z0-9-]+-\d+)<\/loc>/.exec(sitemap)![1]!;
    const carId = Number(slug.slice(slug.lastIndexOf('-') + 1));
    const host = `westside-used-cars.example.com:${port}`;
    const sameSite = await sendRaw(base, {
      method: 'POST',
      path: '/api/car-views',
      headers: { host, origin: `http://${host}`, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      body: JSON.stringify({ car_id: carId }),
    });
    expect(sameSite.status, sameSite.body).toBeLessThan(300);
    // Another dealer's page, or any other site, still may not.
    const foreign = await sendRaw(base, {
      method: 'POST',
      path: '/api/car-views',
      headers: { host, origin: `http://sunshine-toyota.example.com:${port}`, 'content-type': 'application/json' },
      body: JSON.stringify({ car_id: carId }),
    });
    expect(foreign.status).toBe(403);
  });
});
