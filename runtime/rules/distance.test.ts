import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_KM, haversineKm } from './distance';

const SYDNEY = { lat: -33.8688, long: 151.2093 };
const MELBOURNE = { lat: -37.8136, long: 144.9631 };

describe('spec detail §9: distance by the haversine formula, Earth radius 6371 km', () => {
  it('uses the spec’s radius', () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
  });

  it('Sydney to Melbourne is about 714 km, the same either way', () => {
    expect(haversineKm(SYDNEY, MELBOURNE)).toBeCloseTo(713.4, 1);
    expect(haversineKm(MELBOURNE, SYDNEY)).toBe(haversineKm(SYDNEY, MELBOURNE));
  });

  it('a place to itself is 0 km', () => {
    expect(haversineKm(SYDNEY, SYDNEY)).toBe(0);
  });

  it('one degree of latitude is 1/180 of half the circumference (about 111.19 km)', () => {
    expect(haversineKm({ lat: 0, long: 0 }, { lat: 1, long: 0 })).toBeCloseTo((Math.PI * EARTH_RADIUS_KM) / 180, 9);
  });

  it('antipodes are π × 6371 km apart (about 20,015 km), never NaN where rounding takes the formula past 1', () => {
    const halfWayRound = Math.PI * EARTH_RADIUS_KM;
    expect(haversineKm({ lat: 0, long: 0 }, { lat: 0, long: 180 })).toBeCloseTo(halfWayRound, 6);
    expect(haversineKm({ lat: 90, long: 0 }, { lat: -90, long: 0 })).toBeCloseTo(halfWayRound, 6);
    expect(haversineKm(SYDNEY, { lat: 33.8688, long: -28.7907 })).toBeCloseTo(halfWayRound, 6);
  });

  it('across the 180th meridian the short way round', () => {
    expect(haversineKm({ lat: 0, long: 179.5 }, { lat: 0, long: -179.5 })).toBeCloseTo((Math.PI * EARTH_RADIUS_KM) / 180, 6);
  });
});
