import { describe, expect, it } from 'vitest';
import { fixtureRegistry, validFixtureDocument } from '../site-document/test-support/fixture-registry';
import type { Location } from '../../schemas/entities/location';
import { locationPageMetadata, pageMetadata } from './page-metadata';
import { robotsTxt } from './robots';
import { sitemapXml } from './sitemap';
import { validSite } from '../site-document/test-support/valid-site';

function siteDocument(change: (doc: Record<string, any>) => void = () => {}) {
  const raw = validFixtureDocument() as Record<string, any>;
  raw.pages.push({ id: 'private', path: '/thank-you', title: 'Thank you', seo: { noindex: true }, blocks: [] });
  raw.pages.push({ id: 'finance', path: '/finance', title: 'Finance', seo: { description: 'Weekly estimates' }, blocks: [] });
  change(raw);
  return validSite(raw, fixtureRegistry);
}

describe('per-dealer SEO from the site document', () => {
  it('gives each page a title, description, canonical URL and Open Graph tags', () => {
    const document = siteDocument();
    const finance = document.pages.find((p) => p.id === 'finance')!;
    expect(pageMetadata(document, finance, '/finance', '')).toEqual({
      metadataBase: new URL('https://test-motors.example.com'),
      title: 'Finance | Test Motors',
      description: 'Weekly estimates',
      alternates: { canonical: 'https://test-motors.example.com/finance' },
      robots: undefined,
      openGraph: {
        type: 'website',
        title: 'Finance | Test Motors',
        description: 'Weekly estimates',
        siteName: 'Test Motors',
        url: 'https://test-motors.example.com/finance',
        locale: 'en_AU',
        images: undefined,
      },
    });
  });

  it('puts the dealer first on the home page and keeps noindex pages out of search engines', () => {
    const document = siteDocument();
    expect(pageMetadata(document, document.pages[0], '/', '').title).toBe('Test Motors | Home');
    const privatePage = document.pages.find((p) => p.id === 'private')!;
    expect(pageMetadata(document, privatePage, '/thank-you', '').robots).toEqual({ index: false, follow: true });
  });

  it("shares a picture from the site's media library at the width social sites show, under the site's prefix without a domain", () => {
    const id = '0123456789abcdef0123456789abcdef';
    const withDomain = siteDocument((doc) => (doc.pages[0].seo = { ogImage: `/uploads/${id}` }));
    expect(pageMetadata(withDomain, withDomain.pages[0], '/', '').openGraph?.images).toEqual([expect.objectContaining({ url: `/uploads/${id}?w=1280` })]);
    const withoutDomain = siteDocument((doc) => {
      doc.dealer.domains = [];
      doc.pages[0].seo = { ogImage: `/uploads/${id}` };
    });
    const meta = pageMetadata(withoutDomain, withoutDomain.pages[0], '/', '/sites/test-motors');
    expect(meta.openGraph?.images).toEqual([expect.objectContaining({ url: `/sites/test-motors/uploads/${id}?w=1280` })]);
  });

  it('has no canonical URL for a dealer without a domain of its own', () => {
    const document = siteDocument((doc) => (doc.dealer.domains = []));
    const meta = pageMetadata(document, document.pages[0], '/', '/sites/test-motors');
    expect(meta.alternates).toBeUndefined();
    expect(meta.openGraph?.url).toBe('/sites/test-motors/');
  });

  it('lists static pages and every visible car in the sitemap, but no noindex or parameter pages', () => {
    const xml = sitemapXml(siteDocument(), [{ slug: '2024-toyota-corolla-a1', updated_at: '2026-11-20T10:00:00Z' }], 'http://localhost:3000');
    expect(xml).toContain('<loc>https://test-motors.example.com/</loc>');
    expect(xml).toContain('<loc>https://test-motors.example.com/finance</loc>');
    expect(xml).toContain('<url><loc>https://test-motors.example.com/cars/2024-toyota-corolla-a1</loc><lastmod>2026-11-20</lastmod></url>');
    expect(xml).not.toContain('thank-you');
    expect(xml).not.toContain(':slug');
  });

  it("lists each location's pages where the document has location pages", () => {
    const document = siteDocument((doc) => {
      doc.pages.push({ id: 'location', path: '/locations/:slug', title: 'Location', blocks: [] });
      doc.pages.push({ id: 'location-contact', path: '/contact-us/:locationSlug', title: 'Contact us', seo: { noindex: true }, blocks: [] });
    });
    const xml = sitemapXml(document, [], 'http://localhost:3000', [{ slug: 'bayside-toyota-brighton' }, { slug: 'bayside-mazda' }]);
    expect(xml).toContain('<url><loc>https://test-motors.example.com/locations/bayside-toyota-brighton</loc></url>');
    expect(xml).toContain('<url><loc>https://test-motors.example.com/locations/bayside-mazda</loc></url>');
    expect(xml).not.toContain('/contact-us/');
    expect(xml).not.toContain(':slug');
  });

  it('spec detail §2: lists the page of each blog category a post is filed under', () => {
    const document = siteDocument((doc) => {
      doc.pages.push({ id: 'blog-category', path: '/blog/:category', title: 'Blog', blocks: [] });
      doc.pages.push({
        id: 'towing',
        path: '/blog/buying-advice/towing',
        title: 'Towing',
        post: { category: 'Buying advice', published: '2026-09-14', excerpt: 'How much can it tow?' },
        blocks: [],
      });
    });
    const xml = sitemapXml(document, [], 'http://localhost:3000');
    expect(xml).toContain('<url><loc>https://test-motors.example.com/blog/buying-advice</loc></url>');
    expect(xml).toContain('<url><loc>https://test-motors.example.com/blog/buying-advice/towing</loc></url>');
    expect(xml).not.toContain(':category');
  });

  it('titles a location page with the location first and describes it by its address', () => {
    const document = siteDocument((doc) => doc.pages.push({ id: 'location', path: '/locations/:slug', title: 'Opening hours and directions', blocks: [] }));
    const page = document.pages.find((p) => p.id === 'location')!;
    const location = {
      id: 11,
      name: 'Bayside Toyota Brighton',
      slug: 'bayside-toyota-brighton',
      location_type: 'sales' as const,
      dealership_id: 101,
      dealership_slug: 'bayside-toyota',
      primary: true,
      visible: true,
      address: { street: '12 Nepean Highway', city: 'Brighton', state: 'VIC', postcode: '3186' },
      contact_detail: { opening_hours: [], special_hours: [] },
    } satisfies Location;
    const meta = locationPageMetadata(document, page, '/locations/bayside-toyota-brighton', '', location);
    expect(meta.title).toBe('Bayside Toyota Brighton – Opening hours and directions | Test Motors');
    expect(meta.description).toBe('Bayside Toyota Brighton, 12 Nepean Highway, Brighton VIC 3186: opening hours, phone and directions.');
    expect(meta.alternates).toEqual({ canonical: 'https://test-motors.example.com/locations/bayside-toyota-brighton' });
  });

  it('uses the address in use for a dealer without a domain', () => {
    const xml = sitemapXml(
      siteDocument((doc) => (doc.dealer.domains = [])),
      [],
      'http://localhost:3000/sites/test-motors',
    );
    expect(xml).toContain('<loc>http://localhost:3000/sites/test-motors</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/sites/test-motors/finance</loc>');
  });

  it('keeps crawlers out of sign-in, checkout and the API, and names the sitemap', () => {
    expect(robotsTxt(siteDocument(), '')).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /sign-in',
        'Disallow: /cars/*/checkout',
        'Disallow: /cars/*/buy-online',
        'Disallow: /api/',
        'Sitemap: https://test-motors.example.com/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});
