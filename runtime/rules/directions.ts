/**
 * Spec (detail, finance, forms, locations, §2 "Locations"): a Get Directions
 * link to a maps service. Google Maps' directions address
 * (https://developers.google.com/maps/documentation/urls/get-started#directions-action)
 * needs no key and opens the shopper's own maps app on a phone; the
 * destination is the place written out, so the route ends at the yard and
 * not at a pin guessed from a postcode.
 */
export const DIRECTIONS_URL = 'https://www.google.com/maps/dir/?api=1&destination=';

/** A directions link to the place named by the given parts, empty ones left out. */
export function directionsUrl(destination: readonly (string | undefined)[]): string {
  const words = destination.map((part) => part?.trim()).filter((part): part is string => Boolean(part));
  return `${DIRECTIONS_URL}${encodeURIComponent(words.join(', '))}`;
}
