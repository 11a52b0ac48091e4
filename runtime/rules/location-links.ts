import type { Dealer } from '../../schemas/dealer';
import type { Location } from '../../schemas/entities/location';
import type { Settings } from '../../schemas/settings';

/** Spec (detail §2): a location's own page, where a card's View Location button leads. */
export function locationPagePath(location: Pick<Location, 'slug'>): string {
  return `/locations/${encodeURIComponent(location.slug)}`;
}

/**
 * Spec (detail §2): /contact is used when the site belongs to one
 * manufacturer (the dealer's contact route, /contact unless it says
 * otherwise); a site of several brands, or none, has a contact page per
 * location, /contact-us/{locationSlug}.
 */
export function locationContactPath(
  site: { dealer: Pick<Dealer, 'manufacturers'>; settings: { routes: Pick<Settings['routes'], 'contact'> } },
  location: Pick<Location, 'slug'>,
): string {
  return site.dealer.manufacturers.length === 1 ? site.settings.routes.contact : `/contact-us/${encodeURIComponent(location.slug)}`;
}

/** Spec (detail §2, §3): the licence number shown as DL or CL with the number; a bare number is a dealer licence. */
export function dealerLicenceText(number: string): string {
  const written = number.trim();
  return /^[A-Za-z]/.test(written) ? written : `DL ${written}`;
}

/** Spec (detail §2, §3): the repairer number shown as MRB with the number, unless the dealer wrote its own prefix. */
export function repairerNumberText(number: string): string {
  const written = number.trim();
  return /^[A-Za-z]/.test(written) ? written : `MRB ${written}`;
}
