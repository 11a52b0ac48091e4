/**
 * Spec (detail, finance, forms, locations, §9 "Business constants"): "Earth
 * radius 6371 km for distance". The great-circle distance by the haversine
 * formula, which stays exact for the short distances between a shopper and a
 * nearby yard, where the spherical law of cosines loses its digits.
 */
export const EARTH_RADIUS_KM = 6371;

/** A place on the map in degrees, named as a location's address names them. */
export interface MapPoint {
  lat: number;
  long: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Kilometres from `a` to `b` along the Earth's surface. */
export function haversineKm(a: MapPoint, b: MapPoint): number {
  const halfLat = Math.sin(radians(b.lat - a.lat) / 2);
  const halfLong = Math.sin(radians(b.long - a.long) / 2);
  const h = halfLat * halfLat + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * halfLong * halfLong;
  // Rounding can take h a hair past 1 for two antipodal points, where asin would answer NaN.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
