import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH } from '../../runtime/rules/search-query-string';
import { testSiteContext } from '../kit/test-support/site-context';
import { fakeData, searchAnswer } from '../kit/test-support/fake-data';
import { loadMakeDirectory } from './load';
import { makeDirectoryDefaults } from './schema';

describe('make directory loader', () => {
  it("spec search §7: reads every make and its count from a search of the site's stock, in alphabetical order", async () => {
    const data = fakeData({
      answer: searchAnswer({
        facets: {
          make: [
            { label: 'Toyota', value: 'Toyota', count: 120 },
            { label: 'Kia', value: 'Kia', count: 8 },
          ],
        },
      }),
    });
    const site = testSiteContext();
    const loaded = await loadMakeDirectory(makeDirectoryDefaults, { site, data });
    expect(data.search).toHaveBeenCalledWith(expect.objectContaining({ dealershipIds: [101, 102] }), site.document.settings, EMPTY_SEARCH, { hitsPerPage: 1 });
    expect(loaded.makes.map((make) => make.label)).toEqual(['Kia', 'Toyota']);
  });
});
