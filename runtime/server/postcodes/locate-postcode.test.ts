import { describe, expect, it } from 'vitest';
import { haversineKm } from '../../rules/distance';
import { locatePostcode } from './locate-postcode';

describe('spec detail §5: locating a postcode offline ("A postcode that cannot be geocoded raises Invalid postcode")', () => {
  it('places 4000 in Brisbane, QLD, with its localities', async () => {
    const brisbane = await locatePostcode('4000');
    expect(brisbane).toMatchObject({ state: 'QLD', localities: expect.arrayContaining(['BRISBANE']) });
    expect(haversineKm(brisbane!, { lat: -27.4698, long: 153.0251 })).toBeLessThan(2);
  });

  it('places a postcode of each state and territory in it', async () => {
    const capitals = { '2000': 'NSW', '3000': 'VIC', '4000': 'QLD', '5000': 'SA', '6000': 'WA', '7000': 'TAS', '0800': 'NT', '2600': 'ACT' };
    for (const [postcode, state] of Object.entries(capitals)) expect((await locatePostcode(postcode))?.state, postcode).toBe(state);
  });

  it('places a PO box postcode (3001, Melbourne GPO boxes) and a large-volume receiver (1001) at their post office', async () => {
    expect(haversineKm((await locatePostcode('3001'))!, (await locatePostcode('3000'))!)).toBeLessThan(2);
    expect(haversineKm((await locatePostcode('1001'))!, (await locatePostcode('2000'))!)).toBeLessThan(2);
  });

  it('places an external territory where it is: 2899 on Norfolk Island, not on the mainland', async () => {
    expect((await locatePostcode('2899'))?.long).toBeGreaterThan(167);
  });

  it.each([
    ['never allocated', '0000'],
    ['not a place (letters to Santa)', '9999'],
    ['the source has no point in Australia for it', '3989'],
    ['3 digits', '123'],
    ['5 digits', '12345'],
    ['letters', 'abcd'],
    ['empty', ''],
  ])('cannot locate a postcode %s (%s)', async (_why, postcode) => {
    expect(await locatePostcode(postcode)).toBeUndefined();
  });

  it('reads the file once per process: the same place comes back for the same postcode', async () => {
    expect(await locatePostcode('4000')).toBe(await locatePostcode('4000'));
  });
});
