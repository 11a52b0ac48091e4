import { describe, expect, it } from 'vitest';
import { nearestLocations } from './nearest-locations';

/** Brisbane CBD, as the offline file places postcode 4000. */
const BRISBANE_4000 = { lat: -27.4679, long: 153.026 };
const place = (name: string, lat?: number, long?: number) => ({ name, address: { ...(lat === undefined ? {} : { lat }), ...(long === undefined ? {} : { long }) } });

const MAROOCHYDORE = place('Maroochydore', -26.6587, 153.0897);
const SYDNEY = place('Sydney', -33.8136, 151.0034);
const SPRINGWOOD = place('Springwood', -27.6117, 153.1293);

const names = (ordered: { location: { name: string } }[]) => ordered.map(({ location }) => location.name);

describe('spec detail §5, §9: nearest location by postcode, by haversine distance', () => {
  it('orders locations nearest first, with each distance in km', () => {
    const ordered = nearestLocations(BRISBANE_4000, [SYDNEY, MAROOCHYDORE, SPRINGWOOD]);
    expect(names(ordered)).toEqual(['Springwood', 'Maroochydore', 'Sydney']);
    expect(ordered[0].distanceKm).toBeCloseTo(19, 0);
    expect(ordered[2].distanceKm).toBeGreaterThan(700);
  });

  it('locations as far away as each other keep the order they were given in', () => {
    const twin = place('Maroochydore service', -26.6587, 153.0897);
    expect(names(nearestLocations(BRISBANE_4000, [twin, MAROOCHYDORE]))).toEqual(['Maroochydore service', 'Maroochydore']);
    expect(names(nearestLocations(BRISBANE_4000, [MAROOCHYDORE, twin]))).toEqual(['Maroochydore', 'Maroochydore service']);
  });

  it('a location at the postcode itself is 0 km and first', () => {
    const inTown = place('Brisbane City', BRISBANE_4000.lat, BRISBANE_4000.long);
    expect(nearestLocations(BRISBANE_4000, [SPRINGWOOD, inTown])[0]).toEqual({ location: inTown, distanceKm: 0 });
  });

  it('locations without coordinates (or with half of them) come last, unmeasured, in the order given', () => {
    const noPin = place('No pin');
    const latOnly = place('Latitude only', -27.5);
    const ordered = nearestLocations(BRISBANE_4000, [noPin, SYDNEY, latOnly, SPRINGWOOD]);
    expect(names(ordered)).toEqual(['Springwood', 'Sydney', 'No pin', 'Latitude only']);
    expect(ordered.slice(2).map(({ distanceKm }) => distanceKm)).toEqual([undefined, undefined]);
  });

  it('no locations, no list; the list given is left as it was', () => {
    expect(nearestLocations(BRISBANE_4000, [])).toEqual([]);
    const given = [SYDNEY, SPRINGWOOD];
    nearestLocations(BRISBANE_4000, given);
    expect(given).toEqual([SYDNEY, SPRINGWOOD]);
  });
});
