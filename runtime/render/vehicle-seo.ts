import type { Metadata } from 'next';
import type { Car } from '../../schemas/entities/car';
import type { CarStatus, CarType } from '../../schemas/entities/car-values';
import type { Page, SiteDocument } from '../../schemas/site-document';
import { dealerCommentParagraphs } from '../rules/dealer-comments';
import { priceDisplay } from '../rules/price-display';
import { soldCutoffTimestamp } from '../rules/search-inclusion';
import { vehiclePath } from '../rules/vehicle-path';
import { isSold, SOLD_TEXT } from '../rules/vehicle-sold';
import { siteScope } from '../site-scope';
import { carTitle } from './car-title';
import { absoluteSiteUrl, canonicalUrl, pageMetadata } from './page-metadata';
import { formatKm } from './vehicle-facts';

/**
 * Search engines cut titles at about 60 characters and descriptions at about
 * 160; past that the shopper sees an ellipsis the engine chose. Cutting here,
 * at a whole word, keeps what matters first: the car, then where it is.
 */
export const VEHICLE_TITLE_MAX_LENGTH = 60;
export const VEHICLE_DESCRIPTION_MAX_LENGTH = 160;
export const ELLIPSIS = '…';

/** At most `maxLength` characters: the words that fit, then an ellipsis; a single word too long is cut. */
export function truncateAtWord(text: string, maxLength: number): string {
  const characters = Array.from(text);
  if (characters.length <= maxLength) return text;
  const head = characters.slice(0, maxLength).join('');
  const lastSpace = head.lastIndexOf(' ');
  const kept = lastSpace > 0 ? head.slice(0, lastSpace) : characters.slice(0, maxLength - 1).join('');
  return `${kept.replace(/[\s,.;:|-]+$/u, '')}${ELLIPSIS}`;
}

/** The dealer's own city when it sets one (spec §3 site config: override_city), else the car's. */
function cityOf(car: Pick<Car, 'city'>, document: SiteDocument): string | undefined {
  return (document.dealer.overrideCity ?? car.city)?.trim() || undefined;
}

/** "2024 Toyota Corolla SX for sale in Brighton | Bayside Motors", shortened to fit: the dealer's name goes first, then the city. */
export function vehicleTitle(car: Car, document: SiteDocument): string {
  const title = carTitle(car);
  const city = cityOf(car, document);
  const verb = isSold(car) ? 'sold' : 'for sale';
  const withCity = city ? `${title} ${verb} in ${city}` : `${title} ${verb}`;
  const candidates = [`${withCity} | ${document.dealer.name}`, withCity, title];
  return candidates.find((candidate) => Array.from(candidate).length <= VEHICLE_TITLE_MAX_LENGTH) ?? truncateAtWord(title, VEHICLE_TITLE_MAX_LENGTH);
}

const CAR_TYPE_WORDS: Readonly<Record<CarType, string>> = { new: 'New', demo: 'Demo', used: 'Used' };

function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * "Used 2024 Toyota Corolla SX for sale at Bayside Motors, Brighton. $34,990.
 * 12,345 km, CVT Automatic, Hybrid Petrol, Glacier White. One owner, …" — the
 * price as the site shows it (SOLD for a sold car), then the facts, then the
 * dealer's first comment, cut to fit.
 */
export function vehicleDescription(car: Car, document: SiteDocument): string {
  const where = [document.dealer.name, cityOf(car, document)].filter(Boolean).join(', ');
  const sold = isSold(car);
  const opening = `${CAR_TYPE_WORDS[car.car_type]} ${carTitle(car)} ${sold ? 'sold by' : 'for sale at'} ${where}.`;
  const price = sold ? `${SOLD_TEXT}.` : asSentence(priceDisplay(car, document.texts).text);
  const facts = [formatKm(car.km), car.trans ?? car.simple_transmission, car.fuel ?? car.simple_fuel, car.colour].filter((fact) => fact?.trim()).join(', ');
  const comment = dealerCommentParagraphs(car.dealercomments)[0];
  const sentences = [opening, price, asSentence(facts), comment && asSentence(comment)].filter(Boolean);
  return truncateAtWord(sentences.join(' ').replace(/\s+/g, ' '), VEHICLE_DESCRIPTION_MAX_LENGTH);
}

/**
 * A sold car's page stays up (it says SOLD and offers similar cars), but once
 * the car has left search (spec §4 "Search inclusion": sold within the last
 * N days) search engines should drop it too. Sold exactly N days ago is still
 * in, as in search; a sale with no date is treated as long ago.
 */
export function vehicleNoindex(car: Pick<Car, 'sold' | 'status' | 'sold_date_timestamp'>, document: SiteDocument, now: Date): boolean {
  if (!isSold(car)) return false;
  return car.sold_date_timestamp === undefined || car.sold_date_timestamp < soldCutoffTimestamp(siteScope(document), now);
}

const SCHEMA_ORG = 'https://schema.org';

/** schema.org availability by the car's status; a car flagged sold is SoldOut whatever its status. */
export const OFFER_AVAILABILITY: Readonly<Record<CarStatus, string>> = {
  in_stock: `${SCHEMA_ORG}/InStock`,
  coming_soon: `${SCHEMA_ORG}/PreOrder`,
  sold: `${SCHEMA_ORG}/SoldOut`,
  others: `${SCHEMA_ORG}/OutOfStock`,
};

const ITEM_CONDITION: Readonly<Record<CarType, string>> = {
  new: `${SCHEMA_ORG}/NewCondition`,
  demo: `${SCHEMA_ORG}/UsedCondition`,
  used: `${SCHEMA_ORG}/UsedCondition`,
};

interface PriceFields {
  price?: number;
  priceCurrency?: 'AUD';
  priceSpecification?: { '@type': 'UnitPriceSpecification'; price: number; priceCurrency: 'AUD'; unitCode: 'WEE'; unitText: 'week' };
}

export interface VehicleJsonLd {
  '@context': typeof SCHEMA_ORG;
  '@type': 'Car';
  name: string;
  url: string;
  brand: { '@type': 'Brand'; name: string };
  model: string;
  vehicleModelDate: string;
  itemCondition: string;
  mileageFromOdometer: { '@type': 'QuantitativeValue'; value: number; unitCode: 'KMT' };
  vehicleIdentificationNumber?: string;
  color?: string;
  image?: string[];
  offers: {
    '@type': 'Offer';
    url: string;
    availability: string;
    seller: { '@type': 'AutoDealer'; name: string; url: string };
  } & PriceFields;
}

/**
 * The price as the site shows it (spec §4 "Price display priority"). A
 * subscription is a weekly price, not the car's, so it is given as a price per
 * week; PREORDER and the no-price text have no amount to give.
 */
function offerPrice(car: Car, document: SiteDocument): PriceFields {
  const shown = priceDisplay(car, document.texts);
  if (shown.kind === 'subscription') {
    return { priceSpecification: { '@type': 'UnitPriceSpecification', price: shown.amount, priceCurrency: 'AUD', unitCode: 'WEE', unitText: 'week' } };
  }
  if (shown.kind === 'offer' || shown.kind === 'price') return { price: shown.amount, priceCurrency: 'AUD' };
  return {};
}

/** A photo's absolute web address, resolved against the dealer's domain or the address in use; undefined for anything that is not http(s). */
export function absolutePhotoUrl(document: SiteDocument, photo: string, siteAddress: string): string | undefined {
  const domain = document.dealer.domains[0];
  const base = domain ? `https://${domain}` : siteAddress;
  if (!URL.canParse(photo, base)) return undefined;
  const url = new URL(photo, base);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
}

function photoUrls(car: Pick<Car, 'images'>, document: SiteDocument, siteAddress: string): string[] {
  return car.images.flatMap((photo) => absolutePhotoUrl(document, photo, siteAddress) ?? []);
}

/** schema.org `Car` with its `Offer` and the dealer as `AutoDealer`, for rich results. Serialise with jsonLdScriptText. */
export function vehicleJsonLd(car: Car, document: SiteDocument, siteAddress: string): VehicleJsonLd {
  const url = absoluteSiteUrl(document, vehiclePath(car), siteAddress);
  const images = photoUrls(car, document, siteAddress);
  const vin = car.vin?.trim();
  const colour = car.colour?.trim();
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Car',
    name: carTitle(car),
    url,
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    itemCondition: ITEM_CONDITION[car.car_type],
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' },
    ...(vin ? { vehicleIdentificationNumber: vin } : {}),
    ...(colour ? { color: colour } : {}),
    ...(images.length ? { image: images } : {}),
    offers: {
      '@type': 'Offer',
      url,
      ...offerPrice(car, document),
      availability: isSold(car) ? OFFER_AVAILABILITY.sold : OFFER_AVAILABILITY[car.status],
      seller: { '@type': 'AutoDealer', name: document.dealer.name, url: absoluteSiteUrl(document, '/', siteAddress) },
    },
  };
}

export interface VehiclePageSeoContext {
  car: Car;
  now: Date;
  /** The address the site is served at, for absolute addresses when the dealer has no domain (as the sitemap's `origin`). */
  siteAddress: string;
}

/**
 * A vehicle page's metadata: the page's own (pageMetadata) with the car's
 * title and description, the canonical /cars/{slug} whatever address reached
 * the page, the first photo as the Open Graph image, and noindex once a sold
 * car has left search.
 */
export function vehiclePageMetadata(document: SiteDocument, page: Page, path: string, basePath: string, { car, now, siteAddress }: VehiclePageSeoContext): Metadata {
  const base = pageMetadata(document, page, path, basePath);
  const title = vehicleTitle(car, document);
  const description = vehicleDescription(car, document);
  const canonical = canonicalUrl(document, vehiclePath(car));
  const photo = photoUrls(car, document, siteAddress)[0];
  return {
    ...base,
    title,
    description,
    alternates: canonical ? { canonical } : undefined,
    robots: vehicleNoindex(car, document, now) || page.seo.noindex ? { index: false, follow: true } : undefined,
    openGraph: {
      ...base.openGraph,
      title,
      description,
      url: absoluteSiteUrl(document, vehiclePath(car), siteAddress),
      images: photo ? [{ url: photo, alt: car.colour ? `${carTitle(car)}, ${car.colour}` : carTitle(car) }] : base.openGraph?.images,
    },
  };
}
