import type { MapPoint } from './distance';

/**
 * A location card's map, with no provider key: OpenStreetMap's standard
 * tiles (https://wiki.openstreetmap.org/wiki/Slippy_map_tilenames), the
 * Web Mercator squares every web map is drawn from, laid around the place so
 * that it sits in the middle. OpenStreetMap's tile policy asks for its
 * attribution beside the map, and for light use: one small map per location.
 */
export const MAP_TILE_URL = 'https://tile.openstreetmap.org';
export const MAP_TILE_PX = 256;
/** Streets and their names, a few blocks around the yard. */
export const MAP_ZOOM = 16;
export const MAP_ATTRIBUTION = { text: '© OpenStreetMap contributors', href: 'https://www.openstreetmap.org/copyright' } as const;

/** Where a point falls in the tile grid at `zoom`, in tiles (the fraction is the place within a tile). */
export function tileCoordinates(point: MapPoint, zoom: number): { x: number; y: number } {
  const tiles = 2 ** zoom;
  const latitude = (point.lat * Math.PI) / 180;
  return {
    x: ((point.long + 180) / 360) * tiles,
    y: ((1 - Math.log(Math.tan(latitude) + 1 / Math.cos(latitude)) / Math.PI) / 2) * tiles,
  };
}

export interface MapTile {
  url: string;
  /** The tile's top-left corner from the point, in pixels. */
  left: number;
  top: number;
}

/** The 3 × 3 tiles around a point, enough for a map up to two tiles (512 px) wide and high with the point in its middle. */
export function mapTilesAround(point: MapPoint, zoom = MAP_ZOOM): MapTile[] {
  const { x, y } = tileCoordinates(point, zoom);
  const tiles = 2 ** zoom;
  const column = Math.floor(x);
  const row = Math.floor(y);
  return [-1, 0, 1].flatMap((down) =>
    [-1, 0, 1].flatMap((across) => {
      const tileRow = row + down;
      if (tileRow < 0 || tileRow >= tiles) return [];
      const tileColumn = (((column + across) % tiles) + tiles) % tiles;
      return [
        {
          url: `${MAP_TILE_URL}/${zoom}/${tileColumn}/${tileRow}.png`,
          left: Math.round((column + across - x) * MAP_TILE_PX),
          top: Math.round((tileRow - y) * MAP_TILE_PX),
        },
      ];
    }),
  );
}
