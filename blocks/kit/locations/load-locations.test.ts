import { describe, expect, it } from 'vitest';
import { createSiteContext } from '../../../runtime/render/site-context';
import { fakeData } from '../test-support/fake-data';
import { testSiteDocument } from '../test-support/site-document';
import { loadSelectedLocations } from './load-locations';
import { BRIGHTON, BRIGHTON_SERVICE, FRANKSTON_PARTS } from './test-support/locations';

const ALL = [BRIGHTON, BRIGHTON_SERVICE, FRANKSTON_PARTS];

function context(location?: typeof BRIGHTON) {
  const document = testSiteDocument();
  const data = fakeData({ locations: ALL });
  return { ctx: { site: createSiteContext({ document, basePath: '', page: document.pages[0], location }), data }, data };
}

describe('the locations a location block shows', () => {
  it("reads the site's dealerships' locations and keeps those the block chose", async () => {
    const { ctx, data } = context();
    expect(await loadSelectedLocations({ show: 'all', types: ['service-and-parts'] }, ctx)).toEqual([BRIGHTON_SERVICE, FRANKSTON_PARTS]);
    expect(data.locations.forDealerships).toHaveBeenCalledWith([101, 102]);
    expect(await loadSelectedLocations({ show: 'primary' }, ctx)).toEqual([BRIGHTON]);
    expect(await loadSelectedLocations({ show: 'all', manufacturers: ['mazda'] }, ctx)).toEqual([FRANKSTON_PARTS]);
  });

  it("on a location page, its own location costs no query; off one, 'page' means the main location", async () => {
    const onPage = context(FRANKSTON_PARTS);
    expect(await loadSelectedLocations({ show: 'page' }, onPage.ctx)).toEqual([FRANKSTON_PARTS]);
    expect(onPage.data.locations.forDealerships).not.toHaveBeenCalled();
    const offPage = context();
    expect(await loadSelectedLocations({ show: 'page' }, offPage.ctx)).toEqual([BRIGHTON]);
  });
});
