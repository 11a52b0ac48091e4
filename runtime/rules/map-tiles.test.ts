import { describe, expect, it } from 'vitest';
import { MAP_TILE_PX, mapTilesAround, tileCoordinates } from './map-tiles';

describe('a location map from OpenStreetMap tiles, with no key', () => {
  it('places a point in the Web Mercator tile grid (the slippy-map formula)', () => {
    expect(tileCoordinates({ lat: 0, long: 0 }, 1)).toEqual({ x: 1, y: 1 });
    expect(tileCoordinates({ lat: 0, long: -180 }, 3).x).toBe(0);
    // The inverse the OpenStreetMap wiki gives (lat = atan(sinh(π(1 − 2y/n)))) brings the latitude back.
    const { x, y } = tileCoordinates({ lat: -33.8568, long: 151.2153 }, 16);
    expect((x / 2 ** 16) * 360 - 180).toBeCloseTo(151.2153, 9);
    expect((Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / 2 ** 16))) * 180) / Math.PI).toBeCloseTo(-33.8568, 9);
  });

  it('lays 3 × 3 tiles so the point sits at the origin, each tile 256 px from the next', () => {
    const tiles = mapTilesAround({ lat: -26.6587, long: 153.0783 });
    expect(tiles).toHaveLength(9);
    const middle = tiles[4];
    expect(middle.url).toMatch(/^https:\/\/tile\.openstreetmap\.org\/16\/\d+\/\d+\.png$/);
    expect(middle.left).toBeLessThanOrEqual(0);
    expect(middle.left).toBeGreaterThan(-MAP_TILE_PX);
    expect(middle.top).toBeLessThanOrEqual(0);
    expect(middle.top).toBeGreaterThan(-MAP_TILE_PX);
    expect(tiles[5].left - middle.left).toBe(MAP_TILE_PX);
    expect(tiles[7].top - middle.top).toBe(MAP_TILE_PX);
  });

  it('wraps around the 180th meridian', () => {
    const urls = mapTilesAround({ lat: -16.5, long: 179.999 }, 2).map((tile) => tile.url);
    expect(urls.slice(0, 3)).toEqual(['https://tile.openstreetmap.org/2/2/1.png', 'https://tile.openstreetmap.org/2/3/1.png', 'https://tile.openstreetmap.org/2/0/1.png']);
  });
});
