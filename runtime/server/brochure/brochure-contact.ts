import type { Car } from '../../../schemas/entities/car';
import type { Location } from '../../../schemas/entities/location';
import type { SiteDocument } from '../../../schemas/site-document';
import { absoluteSiteUrl, canonicalUrl } from '../../render/page-metadata';
import { vehiclePath } from '../../rules/vehicle-path';
import { carPhone } from '../../rules/car-phone';

export type BrochureLocation = Pick<Location, 'name' | 'address' | 'contact_detail'>;

export interface BrochureContact {
  /** Who to ask: the dealer, and the yard when one is known. */
  names: string[];
  phone?: string;
  /** The yard's street address, or where the feed says the car is. */
  address?: string;
  /** The car's page, for the photos and to enquire. */
  carPageUrl?: string;
}

function streetAddress({ street, city, state, postcode }: BrochureLocation['address']): string {
  return [street, [city, state, postcode].filter((part) => part.trim()).join(' ')].filter((part) => part.trim()).join(', ');
}

/**
 * Spec (detail, §9): the phone is chosen by override, or by car type (carPhone,
 * which falls back to the number of the car's own location); a dealer with
 * none of those gives its location's phone. The site document holds no
 * locations, so the caller passes the dealer's location when it has loaded it.
 */
export function brochureContact(car: Car, document: SiteDocument, location?: BrochureLocation, siteAddress?: string): BrochureContact {
  const yard = location?.name ?? car.location_name ?? car.location?.name;
  const names = [document.dealer.name, ...(yard && yard !== document.dealer.name ? [yard] : [])];
  const phone = carPhone(car, document.dealer.phones) ?? (location?.contact_detail.phone || location?.contact_detail.landline_phone || undefined);
  const address = location ? streetAddress(location.address) : [car.city, car.state].filter(Boolean).join(' ') || undefined;
  const path = vehiclePath(car);
  const carPageUrl = siteAddress === undefined ? canonicalUrl(document, path) : absoluteSiteUrl(document, path, siteAddress);
  return { names, ...(phone ? { phone } : {}), ...(address ? { address } : {}), ...(carPageUrl ? { carPageUrl } : {}) };
}
