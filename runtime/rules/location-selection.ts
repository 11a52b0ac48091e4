import type { Location, LocationType } from '../../schemas/entities/location';

/**
 * Spec (detail §2 "Locations"): location blocks show the primary location,
 * all locations, or locations filtered by type (sales, service, parts,
 * service-and-parts), manufacturer, subtype or an exclusion list; an empty
 * location_type means sales (§3).
 */
export const LOCATION_TYPE_FILTERS = ['sales', 'service', 'parts', 'service-and-parts'] as const;
export type LocationTypeFilter = (typeof LOCATION_TYPE_FILTERS)[number];

/** Which locations a block shows before its filters: every one, the dealer's main one, or the one a location page is about. */
export const LOCATION_CHOICES = ['all', 'primary', 'page'] as const;

export interface LocationSelection {
  show?: (typeof LOCATION_CHOICES)[number];
  types?: readonly LocationTypeFilter[];
  /** Manufacturer slugs: a location selling or servicing any of them. */
  manufacturers?: readonly string[];
  /** Subtypes (e.g. buying): a location with any of them. */
  subtypes?: readonly string[];
  /** Location slugs left out. */
  exclude?: readonly string[];
}

/** Spec (detail §3): an empty location_type means sales. */
export function locationKind(location: Pick<Location, 'location_type'>): LocationType {
  return location.location_type === '' ? 'sales' : location.location_type;
}

function matchesType(location: Location, types: readonly LocationTypeFilter[]): boolean {
  const kind = locationKind(location);
  return types.some((type) => type === kind || (type === 'service-and-parts' && (kind === 'service' || kind === 'parts')));
}

/** The locations passing every filter given; an empty filter lets every location through. */
export function filterLocations(locations: readonly Location[], selection: LocationSelection): Location[] {
  const { types = [], manufacturers = [], subtypes = [], exclude = [] } = selection;
  return locations.filter(
    (location) =>
      (types.length === 0 || matchesType(location, types)) &&
      (manufacturers.length === 0 || (location.manufacturers ?? []).some((manufacturer) => manufacturers.includes(manufacturer.slug))) &&
      (subtypes.length === 0 || (location.location_subtype ?? []).some((subtype) => subtypes.includes(subtype))) &&
      !exclude.includes(location.slug),
  );
}

/** The dealer's main location: the one marked primary, else the first sales location, else the first. */
export function primaryLocation(locations: readonly Location[]): Location | undefined {
  return locations.find((location) => location.primary) ?? locations.find((location) => locationKind(location) === 'sales') ?? locations[0];
}

/**
 * What a location block shows, in the order given (the data layer's: primary
 * first, then by name): all that pass the filters, the main one of those, or
 * the page's own location (a location page's, whatever the filters say; off
 * such a page, the main one).
 */
export function selectLocations(locations: readonly Location[], selection: LocationSelection, pageLocation?: Location): Location[] {
  const show = selection.show ?? 'all';
  if (show === 'page' && pageLocation) return [pageLocation];
  const passing = filterLocations(locations, selection);
  if (show === 'all') return passing;
  const main = primaryLocation(passing);
  return main ? [main] : [];
}

/** The kinds of location, in the order the opening hours dropdown lists them. */
const KIND_ORDER: readonly LocationType[] = ['sales', 'service', 'parts'];

/**
 * Spec (detail §2): the Opening Hours table of a location's page has a type
 * dropdown when the site has more than one location type. For each kind the
 * site has, sales first, the location whose hours it shows: the page's own
 * for its own kind, else one of that kind at the same dealership, else the
 * site's first of that kind.
 */
export function locationForEachKind(main: Location, locations: readonly Location[]): { kind: LocationType; location: Location }[] {
  return KIND_ORDER.flatMap((kind) => {
    if (locationKind(main) === kind) return [{ kind, location: main }];
    const ofKind = locations.filter((location) => locationKind(location) === kind);
    const location = ofKind.find((candidate) => candidate.dealership_id === main.dealership_id) ?? ofKind[0];
    return location ? [{ kind, location }] : [];
  });
}
