import { describe, expect, it } from 'vitest';
import { createSiteContext } from '../../runtime/render/site-context';
import { BRIGHTON, BRIGHTON_SERVICE, FRANKSTON_PARTS } from '../kit/locations/test-support/locations';
import { fakeData } from '../kit/test-support/fake-data';
import { testSiteDocument } from '../kit/test-support/site-document';
import { loadLocationInfo } from './load';
import { locationInfoDefaults } from './schema';

function context(location?: typeof BRIGHTON, locations = [BRIGHTON, BRIGHTON_SERVICE, FRANKSTON_PARTS]) {
  const document = testSiteDocument();
  return { site: createSiteContext({ document, basePath: '', page: document.pages[0], location }), data: fakeData({ locations }) };
}

describe('location info loader', () => {
  it("shows the page's location, with whose hours each kind of the site's shows", async () => {
    const loaded = await loadLocationInfo(locationInfoDefaults, context(BRIGHTON_SERVICE));
    expect(loaded.location).toBe(BRIGHTON_SERVICE);
    expect(loaded.hoursByKind.map(({ kind, location }) => [kind, location.slug])).toEqual([
      ['sales', 'bayside-toyota-brighton'],
      ['service', 'bayside-toyota-service'],
      ['parts', 'bayside-mazda-parts-frankston'],
    ]);
  });

  it("off a location page, the dealer's main location; none for a dealer without locations", async () => {
    expect((await loadLocationInfo(locationInfoDefaults, context())).location).toBe(BRIGHTON);
    expect(await loadLocationInfo(locationInfoDefaults, context(undefined, []))).toEqual({ hoursByKind: [] });
  });
});
