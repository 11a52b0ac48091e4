/**
 * A car's listed values (body types, car types, statuses), apart from the
 * car schema so that a shopper's code that lists or orders them (filters,
 * the compare store, the body-type links) does not carry the whole schema
 * to the browser.
 */

/** The body types the spec allows for simple_body. */
export const BODY_TYPES = [
  '4x4',
  'bus',
  'cabChassis',
  'convertible',
  'coupe',
  'hardtop',
  'hatch',
  'hatchback',
  'motorhome',
  'lightTruck',
  'peopleMover',
  'sedan',
  'softtop',
  'suv',
  'ute',
  'van',
  'wagon',
  'stationWagon',
] as const;

/** Car type order as the spec lists it for filters: new, demo, used. */
export const CAR_TYPES = ['new', 'demo', 'used'] as const;

/** "others" covers feed states the site never shows. */
export const CAR_STATUSES = ['in_stock', 'coming_soon', 'sold', 'others'] as const;

export type BodyType = (typeof BODY_TYPES)[number];
export type CarType = (typeof CAR_TYPES)[number];
export type CarStatus = (typeof CAR_STATUSES)[number];
