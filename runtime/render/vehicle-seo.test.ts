import { describe, expect, it } from 'vitest';
import { comingSoonHilux, corolla, soldCx5, subscriptionYaris } from '../../blocks/kit/test-support/cars';
import { TEST_NOW, testSiteDocument } from '../../blocks/kit/test-support/site-document';
import type { Car } from '../../schemas/entities/car';
import type { SiteDocument } from '../../schemas/site-document';
import { SECONDS_PER_DAY } from '../rules/search-inclusion';
import { jsonLdScriptText } from './json-ld';
import {
  ELLIPSIS,
  OFFER_AVAILABILITY,
  truncateAtWord,
  VEHICLE_DESCRIPTION_MAX_LENGTH,
  VEHICLE_TITLE_MAX_LENGTH,
  vehicleDescription,
  vehicleJsonLd,
  vehicleNoindex,
  vehiclePageMetadata,
  vehicleTitle,
} from './vehicle-seo';

const now = new Date(TEST_NOW);
const nowSeconds = Math.floor(now.getTime() / 1000);
const LOCAL_SITE = 'http://localhost:3000/sites/bayside-motors';

function site(change: (document: SiteDocument) => void = () => {}): SiteDocument {
  const document = testSiteDocument();
  change(document);
  return document;
}

const vehiclePage = { id: 'vehicle', path: '/cars/:slug', title: 'Vehicle', seo: { noindex: false }, layout: true, blocks: [] };
const length = (text: string) => Array.from(text).length;

describe('truncateAtWord: titles under ~60 and descriptions under ~160 characters', () => {
  it('keeps text of exactly the limit and cuts text one character over at a whole word', () => {
    expect(truncateAtWord('Toyota Corolla', 14)).toBe('Toyota Corolla');
    expect(truncateAtWord('Toyota Corolla!', 14)).toBe(`Toyota${ELLIPSIS}`);
  });

  it('keeps a word that ends right at the limit', () => {
    expect(truncateAtWord('Toyota Corolla SX', 15)).toBe(`Toyota Corolla${ELLIPSIS}`);
  });

  it('cuts a single word longer than the limit, and leaves no dangling punctuation', () => {
    expect(truncateAtWord('Supercalifragilistic', 8)).toBe(`Superca${ELLIPSIS}`);
    expect(truncateAtWord('Brighton, VIC, Australia', 15)).toBe(`Brighton, VIC${ELLIPSIS}`);
  });

  it('counts characters, so an emoji is never split in half', () => {
    const cut = truncateAtWord('🚗🚗🚗🚗 four cars', 5);
    expect(cut).toBe(`🚗🚗🚗🚗${ELLIPSIS}`);
    expect(length(cut)).toBe(5);
  });
});

describe('vehicle page title', () => {
  it('names the car, where it is for sale and the dealer: 60 characters exactly still fit', () => {
    const title = vehicleTitle(corolla(), site());
    expect(title).toBe('2024 Toyota Corolla SX for sale in Brighton | Bayside Motors');
    expect(length(title)).toBe(VEHICLE_TITLE_MAX_LENGTH);
  });

  it('drops the dealer name first when one character more would not fit', () => {
    expect(
      vehicleTitle(
        corolla(),
        site((d) => (d.dealer.name = 'Bayside Motorss')),
      ),
    ).toBe('2024 Toyota Corolla SX for sale in Brighton');
  });

  it("uses the dealer's override city before the car's, and leaves the city out when there is none", () => {
    expect(
      vehicleTitle(
        corolla(),
        site((d) => (d.dealer.overrideCity = 'Geelong')),
      ),
    ).toBe('2024 Toyota Corolla SX for sale in Geelong | Bayside Motors');
    expect(vehicleTitle(corolla({ city: undefined }), site())).toBe('2024 Toyota Corolla SX for sale | Bayside Motors');
  });

  it('says sold, not for sale, for a sold car', () => {
    expect(vehicleTitle(soldCx5(), site())).toBe('2021 Mazda CX-5 Maxx Sport sold in Frankston');
  });

  it('cuts a very long car title at a whole word to fit', () => {
    const title = vehicleTitle(corolla({ badge: 'Ascent Sport Hybrid Limited Edition Launch Pack Plus Extra' }), site());
    expect(length(title)).toBeLessThanOrEqual(VEHICLE_TITLE_MAX_LENGTH);
    expect(title).toBe(`2024 Toyota Corolla Ascent Sport Hybrid Limited Edition${ELLIPSIS}`);
  });
});

describe('vehicle page description', () => {
  it('gives the car, the dealer, the price as the site shows it and the key facts, within 160 characters', () => {
    const description = vehicleDescription(corolla(), site());
    expect(description).toBe(
      `Used 2024 Toyota Corolla SX for sale at Bayside Motors, Brighton. $34,990. 12,345 km, CVT Automatic, Hybrid Petrol, Glacier White. One owner, full Toyota${ELLIPSIS}`,
    );
    expect(length(description)).toBeLessThanOrEqual(VEHICLE_DESCRIPTION_MAX_LENGTH);
  });

  it("shows the dealer's no-price text (spec §4 price display) and SOLD for a sold car", () => {
    const unpriced = vehicleDescription(
      corolla({ price: 0 }),
      site((d) => (d.texts.noPrice = 'Call us for a price')),
    );
    expect(unpriced).toContain('Bayside Motors, Brighton. Call us for a price. 12,345 km');
    const sold = vehicleDescription(soldCx5(), site());
    expect(sold).toContain('Used 2021 Mazda CX-5 Maxx Sport sold by Bayside Motors, Frankston. SOLD. 58,210 km');
    expect(sold).not.toContain('$31,500');
  });
});

describe('noindex for sold cars: spec §4 search inclusion (sold within the last N days stays in)', () => {
  const soldSecondsAgo = (seconds: number): Car => soldCx5({ sold_date_timestamp: nowSeconds - seconds });
  const threeDays = 3 * SECONDS_PER_DAY;

  it('keeps a car sold exactly at the window indexed, and drops one sold one second earlier', () => {
    expect(vehicleNoindex(soldSecondsAgo(threeDays), site(), now)).toBe(false);
    expect(vehicleNoindex(soldSecondsAgo(threeDays + 1), site(), now)).toBe(true);
  });

  it("uses the dealer's own window (include_sold_cars_days)", () => {
    const tenDaysWindow = site((d) => (d.settings.includeSoldCarsDays = 10));
    expect(vehicleNoindex(soldSecondsAgo(10 * SECONDS_PER_DAY), tenDaysWindow, now)).toBe(false);
    expect(vehicleNoindex(soldSecondsAgo(10 * SECONDS_PER_DAY + 1), tenDaysWindow, now)).toBe(true);
  });

  it('indexes every car that is not sold, and drops a sold car with no sale date', () => {
    expect(vehicleNoindex(corolla(), site(), now)).toBe(false);
    expect(vehicleNoindex(comingSoonHilux(), site(), now)).toBe(false);
    expect(vehicleNoindex(soldCx5({ sold_date_timestamp: undefined }), site(), now)).toBe(true);
  });
});

describe('schema.org Car JSON-LD', () => {
  it('describes the car, its offer and the dealer as AutoDealer, with absolute addresses', () => {
    expect(vehicleJsonLd(corolla(), site(), LOCAL_SITE)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: '2024 Toyota Corolla SX',
      url: 'https://www.baysidemotors.com.au/cars/2024-toyota-corolla-sx-4101',
      brand: { '@type': 'Brand', name: 'Toyota' },
      model: 'Corolla',
      vehicleModelDate: '2024',
      itemCondition: 'https://schema.org/UsedCondition',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 12_345, unitCode: 'KMT' },
      vehicleIdentificationNumber: 'JTNB23HE30J012345',
      color: 'Glacier White',
      image: ['https://cdn.baysidemotors.com.au/cars/4101/1.jpg', 'https://cdn.baysidemotors.com.au/cars/4101/2.jpg'],
      offers: {
        '@type': 'Offer',
        url: 'https://www.baysidemotors.com.au/cars/2024-toyota-corolla-sx-4101',
        price: 34_990,
        priceCurrency: 'AUD',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'AutoDealer', name: 'Bayside Motors', url: 'https://www.baysidemotors.com.au/' },
      },
    });
  });

  it.each([
    ['in_stock', 'https://schema.org/InStock'],
    ['coming_soon', 'https://schema.org/PreOrder'],
    ['sold', 'https://schema.org/SoldOut'],
    ['others', 'https://schema.org/OutOfStock'],
  ] as const)('gives a %s car the availability %s', (status, availability) => {
    expect(OFFER_AVAILABILITY[status]).toBe(availability);
    expect(vehicleJsonLd(corolla({ status, sold: status === 'sold' }), site(), LOCAL_SITE).offers.availability).toBe(availability);
  });

  it('says SoldOut for a car flagged sold whose status the feed has not changed yet', () => {
    expect(vehicleJsonLd(corolla({ sold: true }), site(), LOCAL_SITE).offers.availability).toBe('https://schema.org/SoldOut');
  });

  it('offers the price the site shows: the offer price, a weekly subscription, or no amount for PREORDER', () => {
    expect(vehicleJsonLd(corolla({ offer_price: 32_990 }), site(), LOCAL_SITE).offers).toMatchObject({ price: 32_990, priceCurrency: 'AUD' });
    const subscription = vehicleJsonLd(subscriptionYaris(), site(), LOCAL_SITE).offers;
    expect(subscription.price).toBeUndefined();
    expect(subscription.priceSpecification).toEqual({ '@type': 'UnitPriceSpecification', price: 219, priceCurrency: 'AUD', unitCode: 'WEE', unitText: 'week' });
    const preorder = vehicleJsonLd(comingSoonHilux(), site(), LOCAL_SITE);
    expect(preorder.offers).not.toHaveProperty('price');
    expect(preorder.offers).not.toHaveProperty('priceCurrency');
    expect(preorder).not.toHaveProperty('image');
  });

  it('leaves out a missing VIN, and resolves relative photos against the address in use for a dealer without a domain', () => {
    const noDomain = site((d) => (d.dealer.domains = []));
    const data = vehicleJsonLd(corolla({ vin: undefined, images: ['/media/cars/hatch-white-front-street.svg', 'javascript:alert(1)'] }), noDomain, LOCAL_SITE);
    expect(data).not.toHaveProperty('vehicleIdentificationNumber');
    expect(data.image).toEqual(['http://localhost:3000/media/cars/hatch-white-front-street.svg']);
    expect(data.url).toBe(`${LOCAL_SITE}/cars/2024-toyota-corolla-sx-4101`);
    expect(data.offers.seller.url).toBe(LOCAL_SITE);
  });

  it('is safe inside a <script type="application/ld+json"> element and reads back unchanged', () => {
    const attack = '</script><script>alert(1)</script>';
    const data = vehicleJsonLd(corolla({ name: attack, model: attack, badge: `${attack} & more` }), site(), LOCAL_SITE);
    const text = jsonLdScriptText(data);
    expect(text).not.toMatch(/[<>&]/);
    expect(text).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e');
    expect(text).toContain('\\u0026 more');
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('vehicle page metadata', () => {
  it('canonicalises to /cars/{slug} on the dealer domain, with the first photo as the Open Graph image', () => {
    const meta = vehiclePageMetadata(site(), vehiclePage, '/cars/2024-toyota-corolla-sx-4101', '', { car: corolla(), now, siteAddress: LOCAL_SITE });
    expect(meta.title).toBe('2024 Toyota Corolla SX for sale in Brighton | Bayside Motors');
    expect(meta.description).toBe(vehicleDescription(corolla(), site()));
    expect(meta.alternates).toEqual({ canonical: 'https://www.baysidemotors.com.au/cars/2024-toyota-corolla-sx-4101' });
    expect(meta.robots).toBeUndefined();
    expect(meta.openGraph).toMatchObject({
      title: meta.title,
      description: meta.description,
      siteName: 'Bayside Motors',
      url: 'https://www.baysidemotors.com.au/cars/2024-toyota-corolla-sx-4101',
      images: [{ url: 'https://cdn.baysidemotors.com.au/cars/4101/1.jpg', alt: '2024 Toyota Corolla SX, Glacier White' }],
    });
  });

  it('keeps the page canonical on /cars/{slug} when the page was reached by another address', () => {
    const meta = vehiclePageMetadata(site(), { ...vehiclePage, path: '/cars/:id' }, '/cars/4101', '', { car: corolla(), now, siteAddress: LOCAL_SITE });
    expect(meta.alternates).toEqual({ canonical: 'https://www.baysidemotors.com.au/cars/2024-toyota-corolla-sx-4101' });
  });

  it('gives an absolute photo and page address but no canonical for a dealer without a domain', () => {
    const noDomain = site((d) => (d.dealer.domains = []));
    const car = corolla({ images: ['/media/cars/hatch-white-front-street.svg'] });
    const meta = vehiclePageMetadata(noDomain, vehiclePage, `/cars/${car.slug}`, '/sites/bayside-motors', { car, now, siteAddress: LOCAL_SITE });
    expect(meta.alternates).toBeUndefined();
    expect(meta.openGraph?.url).toBe(`${LOCAL_SITE}/cars/${car.slug}`);
    expect(meta.openGraph?.images).toEqual([{ url: 'http://localhost:3000/media/cars/hatch-white-front-street.svg', alt: '2024 Toyota Corolla SX, Glacier White' }]);
  });

  it('tells search engines not to index a car sold before the window, but to follow its links', () => {
    const longSold = soldCx5({ sold_date_timestamp: nowSeconds - 3 * SECONDS_PER_DAY - 1 });
    const meta = vehiclePageMetadata(site(), vehiclePage, `/cars/${longSold.slug}`, '', { car: longSold, now, siteAddress: LOCAL_SITE });
    expect(meta.robots).toEqual({ index: false, follow: true });
  });
});
